// "Plan a post" on a day: a small menu of the text tools, each opening /content with
// that tool and the day (?plan=), which the piece it makes is planned for.
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link } from '@tanstack/react-router';
import { TEXT_TOOLS } from '#domain/start-from.ts';
import { buttonClass } from '../../ui/button-class.ts';
import { dayLabel } from './calendar-format.ts';
import { CALENDAR } from './messages.ts';

type PlanPostMenuProps = { day: string; /** A "+" in a day's corner, or a labelled button. */ small?: boolean };

export function PlanPostMenu({ day, small = false }: PlanPostMenuProps) {
  return (
    <Menu as="div" className="relative inline-block text-left">
      <MenuButton
        aria-label={CALENDAR.planPostOn(dayLabel(day))}
        className={
          small
            ? 'flex size-7 items-center justify-center rounded-md text-lg leading-none text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700'
            : buttonClass('primary', 'sm')
        }
      >
        {small ? <span aria-hidden="true">+</span> : CALENDAR.planPost}
      </MenuButton>
      <MenuItems anchor="bottom end" modal={false} className="z-50 mt-1 w-56 rounded-xl border border-stone-200 bg-white p-1 shadow-lg focus:outline-none [--anchor-gap:4px]">
        <p className="px-3 pt-1 pb-2 text-xs font-semibold text-stone-600">
          {CALENDAR.planWith} · {dayLabel(day)}
        </p>
        {TEXT_TOOLS.map((tool) => (
          <MenuItem key={tool.tab}>
            <Link to="/content" search={{ tab: tool.tab, plan: day }} className="block rounded-lg px-3 py-2 text-sm text-stone-800 data-focus:bg-teal-50 data-focus:text-teal-900">
              {tool.label}
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
