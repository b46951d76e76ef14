import { Link } from '@tanstack/react-router';
import { BRAND_NAME } from '../messages.ts';

/** The logo and name, linking home. The mark is the same drawing as favicon.svg. */
export function BrandLink() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-lg font-semibold text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
    >
      <img src="/favicon.svg" alt="" width="32" height="32" className="size-8" />
      <span className="text-base sm:text-lg">{BRAND_NAME}</span>
    </Link>
  );
}
