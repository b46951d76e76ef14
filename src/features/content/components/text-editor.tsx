// Editing a result in place: the Edit / Done Editing toggle and the editor, a labelled
// textarea with the grammar check under it. The article and the message cards use both.
import { useId } from 'react';
import { Button } from '../../../ui/button.tsx';
import { inputClass } from '../../../ui/field.tsx';
import { GrammarCheck } from '../grammar/grammar-check.tsx';

export function EditToggle({ editing, onToggle }: { editing: boolean; onToggle: () => void }) {
  return (
    <Button variant="secondary" size="sm" aria-pressed={editing} onClick={onToggle}>
      {editing ? 'Done Editing' : 'Edit'}
    </Button>
  );
}

type TextEditorProps = { label: string; checkLabel: string; value: string; onChange: (value: string) => void; rows: number; className?: string };

export function TextEditor({ label, checkLabel, value, onChange, rows, className = '' }: TextEditorProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea id={id} className={`${inputClass} ${className} text-sm`} rows={rows} value={value} onChange={(event) => onChange(event.target.value)} />
      <GrammarCheck text={value} onChange={onChange} label={checkLabel} />
    </div>
  );
}
