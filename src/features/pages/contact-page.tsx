import { Link } from '@tanstack/react-router';
import { COMPANY, MAILTO } from './company.ts';
import { CONTACT_FAQ_CARDS } from './contact-content.ts';
import { ContactForm, type ContactFormProps } from './contact-form.tsx';
import { card, textLink } from './styles.ts';

export function ContactPage({ sendDelayMs }: ContactFormProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-16">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">Contact Us</h1>
        <p className="mt-3 text-lg text-stone-700">
          Questions about the studio, your plan or a partnership? Write to us and a real person will answer.
        </p>
      </header>

      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6">
          <section className={card}>
            <h2 id="contact-details-title" className="text-lg font-semibold text-stone-900">
              Get in touch
            </h2>
            <dl className="mt-4 grid gap-4 text-stone-700">
              <div>
                <dt className="text-sm font-medium text-stone-600">Email</dt>
                <dd>
                  <a href={MAILTO} className={`${textLink} inline-block`}>
                    {COMPANY.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-medium text-stone-600">Response time</dt>
                <dd>We reply {COMPANY.responseTime}.</dd>
              </div>
              <div>
                <dt className="text-sm font-medium text-stone-600">Location</dt>
                <dd>
                  {COMPANY.city}, {COMPANY.country}
                </dd>
              </div>
            </dl>
          </section>
          <section className="rounded-xl bg-teal-800 p-6 text-white">
            <h2 id="contact-company-title" className="text-lg font-semibold">
              {COMPANY.legalName}
            </h2>
            <p className="mt-3 text-teal-50">
              {COMPANY.product} is built and operated by {COMPANY.legalName}, a company incorporated in{' '}
              {COMPANY.country} with its office in {COMPANY.city}.
            </p>
          </section>
        </div>

        <section className={`${card} lg:col-span-2`}>
          <h2 id="contact-form-title" className="text-lg font-semibold text-stone-900">
            Send us a message
          </h2>
          <div className="mt-5">
            <ContactForm sendDelayMs={sendDelayMs} />
          </div>
        </section>
      </div>

      <section className="mt-14">
        <h2 id="contact-faq-title" className="text-2xl font-semibold text-stone-900">
          Quick answers
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {CONTACT_FAQ_CARDS.map((item) => (
            <div key={item.question} className={card}>
              <h3 className="font-semibold text-stone-900">{item.question}</h3>
              <p className="mt-2 text-stone-700">{item.answer}</p>
            </div>
          ))}
        </div>
        <p className="mt-6 text-stone-700">
          More questions answered in our{' '}
          <Link to="/faq" className={textLink}>
            FAQ
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
