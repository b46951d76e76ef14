import type { EditorCommand, EditorState } from './editor-commands.ts';

const TOOLS: readonly { command: EditorCommand; label: string; shortcut?: string; face: string; faceClass: string }[] = [
  { command: 'heading', label: 'Heading', face: 'H', faceClass: 'font-bold' },
  { command: 'bold', label: 'Bold', shortcut: 'B', face: 'B', faceClass: 'font-bold' },
  { command: 'italic', label: 'Italic', shortcut: 'I', face: 'I', faceClass: 'italic font-serif' },
  { command: 'bulleted', label: 'Bulleted list', face: '•≡', faceClass: '' },
  { command: 'numbered', label: 'Numbered list', face: '1≡', faceClass: '' },
  { command: 'link', label: 'Link', shortcut: 'K', face: 'Link', faceClass: 'underline' },
];

type EditorToolbarProps = { label: string; state: EditorState; onCommand: (command: EditorCommand) => void };

/** The editor's formatting buttons; each says whether the caret is in its mark (aria-pressed). */
export function EditorToolbar({ label, state, onCommand }: EditorToolbarProps) {
  return (
    <div role="toolbar" aria-label={`Formatting: ${label}`} className="flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-stone-300 bg-stone-50 p-1">
      {TOOLS.map((tool) => (
        <button
          key={tool.command}
          type="button"
          aria-label={tool.label}
          aria-pressed={state[tool.command]}
          title={tool.shortcut ? `${tool.label} (Ctrl+${tool.shortcut})` : tool.label}
          // Keeps the selection in the text: the command applies to it.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onCommand(tool.command)}
          className={`min-h-9 min-w-9 rounded-md px-2 text-sm text-stone-800 hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-teal-700 aria-pressed:bg-teal-700 aria-pressed:text-white ${tool.faceClass}`}
        >
          <span aria-hidden="true">{tool.face}</span>
        </button>
      ))}
    </div>
  );
}
