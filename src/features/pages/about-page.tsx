import { Link } from '@tanstack/react-router';
import {
  ABOUT_DIFFERENTIATORS,
  ABOUT_MISSION,
  ABOUT_OVERVIEW,
  ABOUT_TEAM_MEMBER,
  ABOUT_VALUES,
  EXPERTISE_BADGES,
} from './about-content.ts';
import { COMPANY } from './company.ts';
import { card, invertedButton, invertedOutlineButton } from './styles.ts';

const sectionTitle = 'text-2xl font-semibold text-stone-900';

export function AboutPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">About Us</h1>
        <p className="mt-4 text-lg text-stone-700">{ABOUT_MISSION}</p>
      </header>

      <section aria-labelledby="about-company-title" className="mt-14 grid gap-8 md:grid-cols-2">
        <div>
          <h2 id="about-company-title" className={sectionTitle}>
            Who we are
          </h2>
          {ABOUT_OVERVIEW.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-stone-700">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="rounded-xl bg-stone-50 p-6">
          <h3 className="font-semibold text-stone-900">Our expertise</h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {EXPERTISE_BADGES.map((badge) => (
              <li key={badge} className="rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900">
                {badge}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-values-title" className="mt-14">
        <h2 id="about-values-title" className={sectionTitle}>
          Our values
        </h2>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          {ABOUT_VALUES.map((value) => (
            <div key={value.title} className={card}>
              <h3 className="text-lg font-semibold text-teal-800">{value.title}</h3>
              <p className="mt-2 text-stone-700">{value.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="about-different-title" className="mt-14">
        <h2 id="about-different-title" className={sectionTitle}>
          What makes us different
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {ABOUT_DIFFERENTIATORS.map((item) => (
            <li key={item.title} className="border-l-4 border-teal-700 pl-4">
              <h3 className="font-semibold text-stone-900">{item.title}</h3>
              <p className="mt-1 text-stone-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-team-title" className="mt-14">
        <h2 id="about-team-title" className={sectionTitle}>
          Our team
        </h2>
        <div className={`${card} mt-6 flex flex-col gap-4 sm:flex-row sm:items-start`}>
          <div
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-teal-700 text-xl font-bold text-white"
          >
            {ABOUT_TEAM_MEMBER.initials}
          </div>
          <div>
            <h3 className="text-lg font-semibold text-stone-900">{ABOUT_TEAM_MEMBER.name}</h3>
            <p className="text-sm font-medium text-teal-800">{ABOUT_TEAM_MEMBER.role}</p>
            <p className="mt-2 text-stone-700">{ABOUT_TEAM_MEMBER.bio}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="about-cta-title" className="mt-14 rounded-xl bg-teal-800 px-6 py-10 text-center text-white">
        <h2 id="about-cta-title" className="text-2xl font-semibold">
          Ready to create content that sounds like you?
        </h2>
        <p className="mt-2 text-teal-50">
          Start with the 14-day free trial of the Starter plan, or talk to the {COMPANY.legalName} team.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/signup" className={invertedButton}>
            Get Started Free
          </Link>
          <Link to="/contact" className={invertedOutlineButton}>
            Contact Us
          </Link>
        </div>
      </section>
    </div>
  );
}
