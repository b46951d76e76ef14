// The keyword input every text tool shares (spec section 5): up to 10, trimmed,
// duplicates ignored, Enter (or Add) adds, clicking a keyword removes it, the
// input is disabled once 10 are in. Commas split a pasted list.
import { type KeyboardEvent, useId, useState } from 'react';
import { MAX_KEYWORDS } from '#domain/studio-options.ts';
import { inputClass } from '../../../ui/field.tsx';
import { addKeyword, keywordInputDisabled, removeKeyword } from '../rules/keywords.ts';

type KeywordInputProps = {
  label: string;
  keywords: readonly string[];
  onChange: (keywords: string[]) => void;
  /** Called when the list fills up or an entry is refused because it is full (social's toast). */
  onMaxReached?: () => void;
  placeholder?: string;
};

export function KeywordInput({ label, keywords, onChange, onMaxReached, placeholder = 'Type a keyword and press Enter' }: KeywordInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const full = keywordInputDisabled(keywords);

  function add() {
    let list = [...keywords];
    let refused = false;
    for (const entry of text.split(',')) {
      const result = addKeyword(list, entry);
      list = result.list;
      if (result.error === 'max') refused = true;
    }
    setText('');
    if (list.length !== keywords.length) onChange(list);
    if (refused || (list.length >= MAX_KEYWORDS && keywords.length < MAX_KEYWORDS)) onMaxReached?.();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className={inputClass}
          value={text}
          disabled={full}
          placeholder={full ? 'Keyword limit reached' : placeholder}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="shrink-0 rounded-lg border border-stone-300 px-3 text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-teal-700 disabled:opacity-60"
          disabled={full || text.trim() === ''}
          onClick={add}
        >
          Add
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {keywords.length}/{MAX_KEYWORDS} keywords. {full ? 'Remove one to add another.' : 'Press Enter to add; click a keyword to remove it.'}
      </p>
      {keywords.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={`${label} added`}>
          {keywords.map((keyword) => (
            <li key={keyword}>
              <button
                type="button"
                className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-3 py-1 text-sm text-teal-900 ring-1 ring-teal-700/20 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-700"
                aria-label={`Remove keyword ${keyword}`}
                onClick={() => onChange(removeKeyword(keywords, keyword))}
              >
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
