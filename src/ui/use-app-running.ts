// Whether the app runs the page: false only while it takes over a page that arrived drawn
// (src/prerender.tsx renders with the same answer, so hydration matches the HTML), true
// from the render after and in any page the app draws itself. A form drawn ahead of time
// is disabled until then: nothing typed can be sent by the browser itself, or lost.
import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

export function useAppRunning(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
