// The frame around every page: header, the page, footer, the toast area and the
// service worker's update prompt. The router scrolls to the top on every path
// change (and to #section for hash links) by itself.
import { Outlet } from '@tanstack/react-router';
import { ToasterHost } from '../../ui/toaster.tsx';
import { PwaUpdate } from '../pwa-update.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function AppShell() {
  return (
    <div className="flex min-h-dvh flex-col bg-white text-stone-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-teal-800 focus:shadow"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <ToasterHost />
      <PwaUpdate />
    </div>
  );
}
