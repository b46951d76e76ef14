// The pre-built prompt list of the SEO and image tools: the active master prompts
// of one content type from the device database (so it works offline), each with
// its name, tone and a 100-character preview, picked with native radios.
import { type ReactNode, useId } from 'react';
import { Badge } from '../../../../ui/badge.tsx';
import { promptPreview } from './prompt-preview.ts';

export type PromptChoice = { id: string; name: string; tone: string; prompt_text: string };

type MasterPromptListProps = {
  legend: string;
  prompts: readonly PromptChoice[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** The choice that uses no master prompt. */
  noneLabel: string;
  noneText: string;
  loading: boolean;
};

const OPTION_CLASS = 'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-focus-visible:outline-2 has-focus-visible:outline-teal-700';

function Option({ name, checked, onChange, children }: { name: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <li>
      <label className={`${OPTION_CLASS} ${checked ? 'border-teal-700 bg-teal-50' : 'border-stone-200 hover:bg-stone-50'}`}>
        <input type="radio" name={name} className="mt-1 accent-teal-700" checked={checked} onChange={onChange} />
        <span className="min-w-0 flex-1">{children}</span>
      </label>
    </li>
  );
}

export function MasterPromptList({ legend, prompts, selectedId, onSelect, noneLabel, noneText, loading }: MasterPromptListProps) {
  const name = useId();
  const selectedExists = prompts.some((prompt) => prompt.id === selectedId);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-stone-800">{legend}</legend>
      <ul className="space-y-2">
        <Option name={name} checked={!selectedExists} onChange={() => onSelect('')}>
          <span className="block font-semibold text-stone-900">{noneLabel}</span>
          <span className="block text-stone-600">{noneText}</span>
        </Option>
        {prompts.map((prompt) => (
          <Option key={prompt.id} name={name} checked={prompt.id === selectedId} onChange={() => onSelect(prompt.id)}>
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-stone-900">{prompt.name}</span>
              <Badge tone="stone">{prompt.tone}</Badge>
            </span>
            <span className="mt-1 block break-words text-stone-600">{promptPreview(prompt.prompt_text)}</span>
          </Option>
        ))}
      </ul>
      {loading && prompts.length === 0 && <p className="mt-2 text-sm text-stone-600">Loading prompts...</p>}
    </fieldset>
  );
}
