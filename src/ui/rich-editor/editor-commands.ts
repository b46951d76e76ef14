// The editor's formatting commands, done by the browser's own editing (execCommand):
// it keeps the undo history and fires the input event the editor saves on. Deprecated
// on paper, it is what every browser still ships for contenteditable; no library is needed
// for the few marks a result has.
import { escapeHtml } from '../export-text.ts';

export type EditorCommand = 'heading' | 'bold' | 'italic' | 'bulleted' | 'numbered' | 'link';

export type EditorState = Record<EditorCommand, boolean>;

export const IDLE_STATE: EditorState = { heading: false, bold: false, italic: false, bulleted: false, numbered: false, link: false };

function selectionElement(): Element | null {
  const node = document.getSelection()?.anchorNode ?? null;
  return node instanceof Element ? node : (node?.parentElement ?? null);
}

/** Which marks the caret is in (the toolbar's pressed buttons). */
export function editorState(root: HTMLElement): EditorState {
  const at = selectionElement();
  if (!at || !root.contains(at)) return IDLE_STATE;
  const inside = (selector: string) => {
    const found = at.closest(selector);
    return found !== null && root.contains(found);
  };
  return {
    heading: inside('h1, h2, h3, h4, h5, h6'),
    bold: document.queryCommandState('bold'),
    italic: document.queryCommandState('italic'),
    bulleted: document.queryCommandState('insertUnorderedList'),
    numbered: document.queryCommandState('insertOrderedList'),
    link: inside('a[href]'),
  };
}

/** A typed address as a link: `www.studio.com` gets its https://; anything else not a web or mail address is refused. */
export function linkAddress(typed: string): string | null {
  const address = typed.trim();
  if (address === '') return null;
  if (/^(?:https?:\/\/|mailto:)/i.test(address)) return address;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return `mailto:${address}`;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#]\S*)?$/i.test(address)) return `https://${address}`;
  return null;
}

export function runCommand(root: HTMLElement, command: EditorCommand, askLink: () => string | null): void {
  root.focus();
  const state = editorState(root);
  if (command === 'heading') document.execCommand('formatBlock', false, state.heading ? 'p' : 'h2');
  else if (command === 'bold') document.execCommand('bold');
  else if (command === 'italic') document.execCommand('italic');
  else if (command === 'bulleted') document.execCommand('insertUnorderedList');
  else if (command === 'numbered') document.execCommand('insertOrderedList');
  else if (state.link) document.execCommand('unlink');
  else {
    // The prompt takes the focus away: the selection it asked about is put back after.
    const selection = document.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
    const typed = askLink();
    root.focus();
    if (range) {
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
    const address = typed === null ? null : linkAddress(typed);
    if (!address) return;
    // With nothing selected, the address itself is written as the link's text.
    if (document.getSelection()?.isCollapsed) document.execCommand('insertHTML', false, `<a href="${escapeHtml(address)}">${escapeHtml(typed?.trim() ?? '')}</a>`);
    else document.execCommand('createLink', false, address);
    document.getSelection()?.collapseToEnd();
  }
}
