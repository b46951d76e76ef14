import { Link } from '@tanstack/react-router';

export function TermsNote() {
  return (
    <p className="mt-6 text-center text-xs text-stone-600">
      By continuing you agree to our{' '}
      <Link to="/terms" className="font-medium text-teal-800 underline">
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link to="/privacy" className="font-medium text-teal-800 underline">
        Privacy Policy
      </Link>
      .
    </p>
  );
}
