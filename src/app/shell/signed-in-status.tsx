// What the header shows a signed-in user beside the navigation: the studio switcher
// (desktop) and the sync status. One lazily loaded module, so the header suspends once:
// each separate suspension would hold back the page's own content by React's reveal
// throttle.
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
