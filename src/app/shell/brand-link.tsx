import { Link } from '@tanstack/react-router';
import { BRAND_NAME } from '../messages.ts';

/** The logo and name, linking home (one line: on a narrow phone the name shortens, never wraps). The mark is the same drawing as favicon.svg. */
export function BrandLink() {
  return (
    <Link
      to="/"
      className="flex min-w-0 items-center gap-2 rounded-lg font-semibold text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
    >
      <img src="/favicon.svg" alt="" width="32" height="32" className="size-8 shrink-0" />
      <span className="truncate whitespace-nowrap text-base sm:text-lg">{BRAND_NAME}</span>
    </Link>
  );
}
