import { useState } from 'react';
import { domTree } from '../../../../ui/rich-editor/dom-tree.ts';
import { treeMarkdown } from '../../../../ui/rich-editor/editor-markdown.ts';
import { TextEditor } from '../../components/text-editor.tsx';
import type { NewsletterOutput } from './newsletter-draft.ts';
import { editedNewsletter, letterCell, splitNewsletter } from './newsletter-edit.ts';

/** The letter as the HTML email shows it (headings, lists, button), else the text's letter. */
function letterMarkdown(newsletter: NewsletterOutput): string {
  const cell = letterCell(newsletter.html);
  if (cell === null) return splitNewsletter(newsletter.content).letter;
  return treeMarkdown(domTree(new DOMParser().parseFromString(cell, 'text/html').body));
}

type NewsletterEditorProps = { newsletter: NewsletterOutput; onEdit: (edited: Pick<NewsletterOutput, 'content' | 'html'>) => void };

/** The newsletter's letter in the editor; each change rewrites its text and its HTML. */
export function NewsletterEditor({ newsletter, onEdit }: NewsletterEditorProps) {
  // Read once when editing starts: the editor's own text is the letter from then on.
  const [letter, setLetter] = useState(() => letterMarkdown(newsletter));
  const change = (next: string) => {
    setLetter(next);
    onEdit(editedNewsletter(newsletter, next));
  };
  return <TextEditor label="Newsletter" checkLabel="Newsletter" value={letter} onChange={change} />;
}
