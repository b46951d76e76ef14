// Editing a result in place: the Edit / Done Editing toggle and the editor, formatted
// text (headings, lists, bold, links) with the grammar check under it. Every long
// result (article, newsletter, email, reply, page sections, video script) uses both.
import { Button } from '../../../ui/button.tsx';
import { RichEditor } from '../../../ui/rich-editor/rich-editor.tsx';
import { GrammarCheck } from '../grammar/grammar-check.tsx';

export function EditToggle({ editing, onToggle }: { editing: boolean; onToggle: () => void }) {
  return (
    <Button variant="secondary" size="sm" aria-pressed={editing} onClick={onToggle}>
      {editing ? 'Done Editing' : 'Edit'}
    </Button>
  );
}

type TextEditorProps = { label: string; checkLabel: string; value: string; onChange: (value: string) => void; className?: string };

export function TextEditor({ label, checkLabel, value, onChange, className = '' }: TextEditorProps) {
  return (
    <div>
      <RichEditor label={label} value={value} onChange={onChange} className={className} />
      <GrammarCheck text={value} onChange={onChange} label={checkLabel} />
    </div>
  );
}
