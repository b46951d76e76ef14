import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { inputClass } from '../../ui/field.tsx';
import { addKeyword } from './brand-form.ts';
import { BRAND_SECTIONS } from './messages.ts';

type KeywordInputProps = {
  label: ReactNode;
  hint: string;
  keywords: readonly string[];
  onChange: (keywords: string[]) => void;
};

/** Keywords added with Enter or the Add button, removed by clicking their chip. */
export function KeywordInput({ label, hint, keywords, onChange }: KeywordInputProps) {
  const id = useId();
  const [entry, setEntry] = useState('');

  function add() {
    onChange(addKeyword(keywords, entry));
    setEntry('');
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
          value={entry}
          onChange={(event) => setEntry(event.target.value)}
          onKeyDown={onKeyDown}
          className={inputClass}
          aria-describedby={`${id}-hint`}
          placeholder="e.g. yoga classes Port Louis"
        />
        <Button variant="secondary" onClick={add} disabled={!entry.trim()}>
          {BRAND_SECTIONS.addKeyword}
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {hint}
      </p>
      {keywords.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Keywords added">
          {keywords.map((keyword) => (
            <li key={keyword}>
              <button
                type="button"
                onClick={() => onChange(keywords.filter((known) => known !== keyword))}
                aria-label={BRAND_SECTIONS.removeKeyword(keyword)}
                className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-3 py-1 text-sm text-teal-900 ring-1 ring-teal-700/20 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-700"
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
