import type { FaqItem } from './faq-categories.ts';
import { focusRing } from './styles.ts';

interface FaqQuestionProps {
  item: FaqItem;
  open: boolean;
  onToggle: () => void;
}

/** One question of the FAQ list: a heading whose button shows or hides the answer. */
export function FaqQuestion({ item, open, onToggle }: FaqQuestionProps) {
  const answerId = `faq-answer-${item.id}`;
  return (
    <li className="rounded-xl border border-stone-200 bg-white shadow-sm">
      <h2 className="text-base font-semibold text-stone-900 sm:text-lg">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={onToggle}
          className={`flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left hover:bg-stone-50 ${focusRing}`}
        >
          <span>{item.question}</span>
          <span
            aria-hidden="true"
            className={`shrink-0 text-xl leading-none text-teal-700 transition-transform ${open ? 'rotate-45' : ''}`}
          >
            +
          </span>
        </button>
      </h2>
      <div id={answerId} hidden={!open} className="px-5 pb-5 leading-relaxed text-stone-700">
        <p>{item.answer}</p>
      </div>
    </li>
  );
}
