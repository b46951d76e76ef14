// "Use in...": sends a piece to another text tool, as a Headless UI menu (arrow keys,
// Enter, Escape, type-ahead). A piece written from a brief opens the tool with that brief;
// any other opens it with the piece itself (?from=).
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link } from '@tanstack/react-router';
import { startSearchFrom, TEXT_TOOLS, USE_IN_TEXT } from '#domain/start-from.ts';
import type { ToolTab } from '#domain/tools.ts';
import { buttonClass } from './button-class.ts';

export type PieceRef = { id: string; metadata?: Readonly<Record<string, unknown>> };

/** The other text tools, each with the /content search that opens it from `piece`. */
export function otherToolsFor(piece: PieceRef, current?: ToolTab) {
  return TEXT_TOOLS.filter((tool) => tool.tab !== current).map((tool) => ({ tab: tool.tab, label: USE_IN_TEXT.item(tool.label), search: startSearchFrom(tool.tab, piece) }));
}

type UseInMenuProps = { piece: PieceRef; /** The tool the piece is in: not listed. */ current?: ToolTab; className?: string };

export function UseInMenu({ piece, current, className = '' }: UseInMenuProps) {
  return (
    <Menu as="div" className={`relative inline-block text-left ${className}`}>
      <MenuButton className={buttonClass('secondary', 'sm')} aria-label={USE_IN_TEXT.menuLabel}>
        {USE_IN_TEXT.button}
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        modal={false}
        className="z-50 mt-1 w-56 rounded-xl border border-stone-200 bg-white p-1 shadow-lg focus:outline-none [--anchor-gap:4px]"
      >
        {otherToolsFor(piece, current).map((option) => (
          <MenuItem key={option.tab}>
            <Link to="/content" search={option.search} className="block rounded-lg px-3 py-2 text-sm text-stone-800 data-focus:bg-teal-50 data-focus:text-teal-900">
              {option.label}
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
