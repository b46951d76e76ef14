import { Link } from '@tanstack/react-router';
import { BRAND_NAME } from '../messages.ts';

/**
 * The mark: the drawing of favicon.svg, inline. As an <img> of the SVG file, the page's
 * main thread built a separate SVG document to draw it (8-13 ms on every load, before the
 * first paint); inline it is part of the page. index.html's loading screen draws the same
 * (brand-link.test.tsx keeps the three drawings alike).
 */
export function BrandMark() {
  return (
    <svg viewBox="0 0 64 64" width="32" height="32" className="size-8 shrink-0" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path d="M32 12c-6.5 7.5-8.6 16-6.4 24.3 1.4 5.2 3.8 8.6 6.4 10.2 2.6-1.6 5-5 6.4-10.2C40.6 28 38.5 19.5 32 12z" fill="#ffffff" />
      <path d="M12 26.5c.8 10.2 6.6 17.7 16.2 20.2-4.6-4.7-6.8-11.5-6-18.3-3.4-1.4-6.8-2-10.2-1.9z" fill="#99f6e4" />
      <path d="M52 26.5c-.8 10.2-6.6 17.7-16.2 20.2 4.6-4.7 6.8-11.5 6-18.3 3.4-1.4 6.8-2 10.2-1.9z" fill="#99f6e4" />
      <path d="M18 52h28" stroke="#fcd34d" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}

/** The logo and name, linking home (one line: on a narrow phone the name shortens, never wraps). */
export function BrandLink() {
  return (
    <Link
      to="/"
      className="flex min-w-0 items-center gap-2 rounded-lg font-semibold text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
    >
      <BrandMark />
      <span className="truncate whitespace-nowrap text-base sm:text-lg">{BRAND_NAME}</span>
    </Link>
  );
}
