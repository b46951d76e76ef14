import { useNavigate } from '@tanstack/react-router';
import { BrandProfileForm } from './brand-profile-form.tsx';
import { BRAND_SETUP } from './messages.ts';

/** /profile: the brand profile; saving it leads to the dashboard. */
export function BrandSetupPage() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{BRAND_SETUP.title}</h1>
      <p className="mt-2 max-w-2xl text-stone-700">{BRAND_SETUP.lead}</p>
      <div className="mt-8">
        <BrandProfileForm variant="setup" onSaved={() => void navigate({ to: '/dashboard' })} />
      </div>
    </div>
  );
}
