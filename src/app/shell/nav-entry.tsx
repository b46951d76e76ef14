// One entry of the navigation bar or of the side menu, drawn from a NavItem.
import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { buttonClass } from '../../ui/button-class.ts';
import type { NavItem } from './nav-items.ts';

type NavEntryProps = {
  item: NavItem;
  layout: 'bar' | 'menu';
  /** Called after the entry was used (the side menu closes itself with it). */
  onDone?: () => void;
  onSignOut: () => void;
};

const plain = {
  bar: 'whitespace-nowrap rounded-lg px-2.5 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900 lg:px-3',
  menu: 'block rounded-lg px-3 py-3 text-base font-medium text-stone-800 hover:bg-stone-100',
};
const focus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';
const active = 'data-[status=active]:text-teal-800 data-[status=active]:bg-teal-50';

function scrollToSection(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export function NavEntry({ item, layout, onDone, onSignOut }: NavEntryProps) {
  const className = `${plain[layout]} ${focus}`;
  switch (item.kind) {
    case 'section':
      if (item.inPlace) {
        const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          onDone?.();
          // Let a closing side menu release the page's scroll lock first.
          requestAnimationFrame(() => scrollToSection(item.section));
        };
        return (
          <a href={`/#${item.section}`} className={className} onClick={onClick}>
            {item.label}
          </a>
        );
      }
      return (
        <Link to="/" hash={item.section} className={className} onClick={onDone}>
          {item.label}
        </Link>
      );
    case 'link':
      return (
        <Link
          to={item.to}
          className={item.emphasis ? `${buttonClass('primary', layout === 'bar' ? 'md' : 'lg')} w-full` : `${className} ${active}`}
          onClick={onDone}
        >
          {item.label}
        </Link>
      );
    case 'sign-out':
      return (
        <button
          type="button"
          className={`${className} w-full text-left`}
          onClick={() => {
            onDone?.();
            onSignOut();
          }}
        >
          {item.label}
        </button>
      );
  }
}
