import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/button-class.ts';
import { CLOSING } from './messages.ts';

export function ClosingCtaSection() {
  return (
    <section aria-labelledby="closing-title" className="bg-teal-800">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <h2 id="closing-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {CLOSING.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-teal-50">{CLOSING.lead}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/signup" className={buttonClass('inverse', 'lg')}>
            {CLOSING.trial}
          </Link>
          <Link to="/contact" className={buttonClass('inverse-outline', 'lg')}>
            {CLOSING.demo}
          </Link>
        </div>
      </div>
    </section>
  );
}
