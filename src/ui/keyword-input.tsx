// Keywords typed one at a time (Enter or Add) and shown as chips that a click
// removes. Commas split a pasted list; with a cap the hint counts the keywords
// and the input is disabled once the list is full.
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { Button } from './button.tsx';
import { inputClass, labelClass } from './field.tsx';
import { addKeyword, keywordListFull, removeKeyword } from './keyword-list.ts';

type KeywordInputProps = {
  label: ReactNode;
  keywords: readonly string[];
  onChange: (keywords: string[]) => void;
  /** How to use it, under the input. */
  hint?: string;
  /** At most this many; the hint then starts with the count ('3/10 keywords.'). */
  max?: number;
  /** The most characters one keyword holds. */
  maxLength?: number;
  /** Called when the list fills up or an entry is refused because it is full (social's toast). */
  onMaxReached?: () => void;
  placeholder?: string;
};

const chipClass =
  'inline-flex items-center gap-1 rounded-full bg-teal-50 px-3 py-1 text-sm text-teal-900 ring-1 ring-teal-700/20 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-700';

export function KeywordInput({ label, keywords, onChange, hint, max, maxLength, onMaxReached, placeholder = 'Type a keyword and press Enter' }: KeywordInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const full = keywordListFull(keywords, max);

  function add() {
    let list = [...keywords];
    let refused = false;
    for (const entry of text.split(',')) {
      const result = addKeyword(list, entry, max);
      list = result.list;
      if (result.error === 'max') refused = true;
    }
    setText('');
    if (list.length !== keywords.length) onChange(list);
    if (refused || (keywordListFull(list, max) && !full)) onMaxReached?.();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  const count = max === undefined ? '' : `${keywords.length}/${max} keywords. `;
  const advice = full ? 'Remove one to add another.' : (hint ?? 'Press Enter to add; click a keyword to remove it.');
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className={inputClass}
          value={text}
          maxLength={maxLength}
          disabled={full}
          placeholder={full ? 'Keyword limit reached' : placeholder}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" className="shrink-0" onClick={add} disabled={full || text.trim() === ''}>
          Add
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {count}
        {advice}
      </p>
      {keywords.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={typeof label === 'string' ? `${label} added` : 'Keywords added'}>
          {keywords.map((keyword) => (
            <li key={keyword}>
              <button type="button" className={chipClass} aria-label={`Remove keyword ${keyword}`} onClick={() => onChange(removeKeyword(keywords, keyword))}>
                {keyword}
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
