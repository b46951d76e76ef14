import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/button-class.ts';
import { HERO, HERO_STATS } from './messages.ts';

export function HeroSection({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="bg-gradient-to-b from-teal-50 via-white to-white">
      <div className="mx-auto max-w-4xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24">
        <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900">
          {HERO.claim}
        </p>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-stone-900 sm:text-6xl">{HERO.title}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-stone-700">{HERO.lead}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          {signedIn ? (
            <Link to="/dashboard" className={buttonClass('primary', 'lg')}>
              {HERO.goToDashboard}
            </Link>
          ) : (
            <Link to="/signup" className={buttonClass('primary', 'lg')}>
              {HERO.startCreating}
            </Link>
          )}
          <Link to="/about" className={buttonClass('secondary', 'lg')}>
            {HERO.learnMore}
          </Link>
        </div>
        <dl className="mx-auto mt-14 grid max-w-2xl grid-cols-3 gap-4">
          {HERO_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-sm text-stone-600">{stat.label}</dt>
              <dd className="text-3xl font-bold text-teal-800">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
