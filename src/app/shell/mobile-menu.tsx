// The side menu of phones (under 768px): a Headless UI dialog, so focus stays
// inside while it is open and Esc or a click outside closes it.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { type ReactNode, Suspense } from 'react';
import { NavEntry } from './nav-entry.tsx';
import type { NavItem } from './nav-items.ts';

type MobileMenuProps = {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  onSignOut: () => void;
  /** Above the links (the studio switcher of a signed-in user). */
  top?: ReactNode;
};

export function MobileMenu({ open, onClose, items, onSignOut, top = null }: MobileMenuProps) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 md:hidden">
      <DialogBackdrop className="fixed inset-0 bg-stone-900/40" />
      <div className="fixed inset-y-0 right-0 flex w-full max-w-xs">
        <DialogPanel className="flex w-full flex-col bg-white shadow-xl">
          <div className="flex h-16 items-center justify-between border-b border-stone-200 px-4">
            <DialogTitle className="text-base font-semibold text-stone-900">Menu</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close menu"
              className="rounded-lg p-2 text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              <svg className="size-6" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <Suspense fallback={null}>{top}</Suspense>
          <nav aria-label="Menu" className="overflow-y-auto p-4">
            <ul className="flex flex-col gap-1">
              {items.map((item) => (
                <li key={item.label}>
                  <NavEntry item={item} layout="menu" onDone={onClose} onSignOut={onSignOut} />
                </li>
              ))}
            </ul>
          </nav>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
