// A result edited as formatted text: headings, lists, bold, italic and links, in a
// contenteditable box with a toolbar (Ctrl/Cmd+B, I and K too). Each input writes the
// whole text back as markdown (onChange), which is what the tools save. A paste or a drop keeps
// only structure and text, never the styles of the page it came from. A new value
// from outside (a grammar fix, another device) redraws the text; the user's own
// typing never does, so the caret stays where it is.
import { type ClipboardEvent, type DragEvent, type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { domTree } from './dom-tree.ts';
import { type EditorCommand, editorState, IDLE_STATE, runCommand } from './editor-commands.ts';
import { editorHtml } from './editor-html.ts';
import { treeMarkdown } from './editor-markdown.ts';
import { EditorToolbar } from './editor-toolbar.tsx';

type RichEditorProps = { label: string; value: string; onChange: (markdown: string) => void; className?: string };

const SHORTCUTS: Record<string, EditorCommand> = { b: 'bold', i: 'italic', k: 'link' };

const CONTENT_CLASS =
  '[&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_a]:text-teal-800 [&_a]:underline';

export function RichEditor({ label, value, onChange, className = '' }: RichEditorProps) {
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef<string | null>(null);
  const [state, setState] = useState(IDLE_STATE);
  const movingOwnText = useRef(false);

  useLayoutEffect(() => {
    const root = box.current;
    if (!root || value === shown.current) return;
    shown.current = value;
    root.innerHTML = editorHtml(value);
  }, [value]);

  const refresh = useCallback(() => {
    if (box.current) setState(editorState(box.current));
  }, []);

  useEffect(() => {
    document.addEventListener('selectionchange', refresh);
    return () => document.removeEventListener('selectionchange', refresh);
  }, [refresh]);

  const emit = () => {
    const root = box.current;
    if (!root) return;
    const markdown = treeMarkdown(domTree(root));
    refresh();
    if (markdown === shown.current) return;
    shown.current = markdown;
    onChange(markdown);
  };

  const command = (name: EditorCommand) => {
    if (!box.current) return;
    runCommand(box.current, name, () => window.prompt('Link address (e.g. www.yourstudio.com/book)'));
    refresh();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const name = SHORTCUTS[event.key.toLowerCase()];
    if (!name || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    event.preventDefault();
    command(name);
  };

  /** What is pasted or dropped: its structure and text, without the styles of where it came from. */
  const insert = (data: DataTransfer) => {
    const html = data.getData('text/html');
    if (html) {
      const pasted = new DOMParser().parseFromString(html, 'text/html').body;
      document.execCommand('insertHTML', false, editorHtml(treeMarkdown(domTree(pasted))));
    } else {
      document.execCommand('insertText', false, data.getData('text/plain'));
    }
  };

  const onPaste = (event: ClipboardEvent) => {
    event.preventDefault();
    insert(event.clipboardData);
  };

  // A move inside the text is the browser's own (it removes the words where they were).
  const onDrop = (event: DragEvent) => {
    if (movingOwnText.current) return;
    const at = document.caretRangeFromPoint?.(event.clientX, event.clientY);
    if (!at) return;
    event.preventDefault();
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(at);
    insert(event.dataTransfer);
  };

  return (
    <div>
      <p aria-hidden="true" className="mb-1 text-sm font-medium text-stone-800">
        {label}
      </p>
      <EditorToolbar label={label} state={state} onCommand={command} />
      <div
        ref={box}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        spellCheck
        onInput={emit}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onDrop={onDrop}
        onDragStart={() => {
          movingOwnText.current = true;
        }}
        onDragEnd={() => {
          movingOwnText.current = false;
        }}
        onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
        className={`max-h-[70vh] min-h-40 overflow-y-auto rounded-b-lg border border-stone-300 bg-white px-3 py-2 text-sm leading-relaxed text-stone-800 focus:outline-2 focus:outline-teal-700 ${CONTENT_CLASS} ${className}`}
      />
    </div>
  );
}
