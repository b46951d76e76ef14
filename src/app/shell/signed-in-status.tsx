// What the header shows a signed-in user beside the navigation: the studio switcher
// (desktop) and the sync status, in one module loaded after sign-in.
import StudioSwitcher from './studio-switcher.tsx';
import SyncIndicator from './sync-indicator.tsx';

export default function SignedInStatus() {
  return (
    <>
      <StudioSwitcher layout="bar" />
      <SyncIndicator />
    </>
  );
}
