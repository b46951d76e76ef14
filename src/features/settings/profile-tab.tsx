import { BrandProfileForm } from '../brand/brand-profile-form.tsx';

/** The settings profile tab: the brand profile form with Save Changes. */
export function ProfileTab() {
  return <BrandProfileForm variant="settings" />;
}
