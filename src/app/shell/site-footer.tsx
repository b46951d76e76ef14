import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAppRunning } from '../../ui/use-app-running.ts';
import { BRAND_NAME, COMPANY_NAME, COMPANY_PLACE, SUPPORT_EMAIL } from '../messages.ts';

const linkClass =
  'rounded text-sm text-stone-700 hover:text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-stone-900">{title}</h2>
      <ul className="mt-3 space-y-2">{children}</ul>
    </div>
  );
}

export function SiteFooter() {
  // A page drawn ahead of time was drawn at build, perhaps in another year: the year
  // is written in once the app runs it.
  const year = useAppRunning() ? new Date().getFullYear() : null;
  return (
    <footer className="border-t border-stone-200 bg-stone-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 md:grid-cols-4">
        <div>
          <p className="font-semibold text-stone-900">{BRAND_NAME}</p>
          <p className="mt-2 text-sm text-stone-600">
            On-brand content for yoga studios, meditation centres, Ayurveda clinics, retreats, spas and coaches.
          </p>
        </div>
        <FooterColumn title="Product">
          <li>
            <Link to="/" hash="features" className={linkClass}>
              Features
            </Link>
          </li>
          <li>
            <Link to="/" hash="pricing" className={linkClass}>
              Pricing
            </Link>
          </li>
          <li>
            <Link to="/faq" className={linkClass}>
              FAQ
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title="Company">
          <li>
            <Link to="/about" className={linkClass}>
              About Us
            </Link>
          </li>
          <li>
            <Link to="/contact" className={linkClass}>
              Contact
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title="Support">
          <li>
            <Link to="/privacy" className={linkClass}>
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link to="/terms" className={linkClass}>
              Terms of Service
            </Link>
          </li>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
              {SUPPORT_EMAIL}
            </a>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-stone-200">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-stone-600 sm:px-6">
          © {year === null ? '' : `${year} `}{COMPANY_NAME}, {COMPANY_PLACE}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
