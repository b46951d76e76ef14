// The looks of the app's tab rows: class names for the row, a tab, the panels and
// a panel. The open tab carries data-selected.

export type TabLook = 'underline' | 'solid' | 'chip' | 'pill' | 'segmented';

type LookClasses = { list: string; tab: string; panels: string; panel: string };

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';
const panelRing = 'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-700';

export const TAB_LOOKS: Record<TabLook, LookClasses> = {
  /** Admin sections: a line under the open tab; the row scrolls sideways on phones. */
  underline: {
    list: '-mx-4 flex gap-1 overflow-x-auto border-b border-stone-200 px-4 sm:mx-0 sm:px-0',
    tab: '-mb-px shrink-0 whitespace-nowrap border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-stone-600 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-teal-700 data-selected:border-teal-700 data-selected:text-teal-800',
    panels: 'mt-6',
    panel: panelRing,
  },
  /** Settings sections: the open tab filled teal; the row wraps. */
  solid: {
    list: 'flex flex-wrap gap-2',
    tab: `shrink-0 rounded-lg px-4 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-100 data-selected:bg-teal-700 data-selected:text-white ${focusRing}`,
    panels: 'mt-6',
    panel: `${panelRing} rounded-sm`,
  },
  /** Small outlined chips inside a section (content preference types). */
  chip: {
    list: 'flex flex-wrap gap-2',
    tab: `shrink-0 rounded-full px-3 py-1.5 text-sm font-medium text-stone-700 ring-1 ring-stone-300 hover:bg-stone-50 data-selected:bg-teal-50 data-selected:text-teal-900 data-selected:ring-teal-700 ${focusRing}`,
    panels: 'mt-6',
    panel: `${panelRing} rounded-sm`,
  },
  /**
   * The content tools: round pills that snap as the row scrolls sideways on phones and
   * tablets, its right edge fading to show there is more; on a desktop they all show, wrapping.
   */
  pill: {
    list: '-mx-4 flex snap-x gap-2 overflow-x-auto px-4 pb-2 [mask-image:linear-gradient(to_right,#000_85%,transparent)] sm:mx-0 sm:px-0 lg:flex-wrap lg:overflow-visible lg:[mask-image:none]',
    tab: `group flex shrink-0 snap-start items-center gap-2 whitespace-nowrap rounded-full bg-stone-100 px-4 py-2 text-sm font-semibold text-stone-800 transition-colors hover:bg-stone-200 data-selected:bg-teal-700 data-selected:text-white ${focusRing}`,
    panels: 'mt-6',
    panel: panelRing,
  },
  /** Result views inside a card: a segmented control on a grey track. */
  segmented: {
    list: '-mx-1 flex gap-1 overflow-x-auto rounded-lg bg-stone-100 p-1',
    tab: 'shrink-0 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-semibold text-stone-700 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-teal-700 data-selected:bg-white data-selected:text-teal-800 data-selected:shadow-sm',
    panels: 'mt-4',
    panel: 'rounded-lg focus-visible:outline-2 focus-visible:outline-teal-700',
  },
};
