import { describe, expect, it } from 'vitest';
import { exportPlain } from '../export-text.ts';
import { editorHtml } from './editor-html.ts';
import { type EditorNode, treeMarkdown } from './editor-markdown.ts';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const VOID = new Set(['br']);

/** The editor's own HTML (well formed, escaped) read into a tree, as the browser would. */
function parse(html: string): EditorNode[] {
  const root: EditorNode = { kind: 'element', tag: 'root', children: [] };
  const stack = [root];
  for (const [, close, tag, attrs, text] of html.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/g)) {
    const top = stack.at(-1) as Extract<EditorNode, { kind: 'element' }>;
    if (text !== undefined) top.children.push({ kind: 'text', text: text.replace(/&[a-z0-9#]+;/g, (e) => ENTITIES[e] ?? e) });
    else if (close) stack.pop();
    else {
      const href = /href="([^"]*)"/.exec(attrs ?? '')?.[1]?.replace(/&amp;/g, '&');
      const node: EditorNode = { kind: 'element', tag: tag as string, href, children: [] };
      top.children.push(node);
      if (!VOID.has(tag as string)) stack.push(node);
    }
  }
  return root.kind === 'element' ? root.children : [];
}

const el = (tag: string, ...children: (EditorNode | string)[]): EditorNode => ({
  kind: 'element',
  tag,
  children: children.map((child) => (typeof child === 'string' ? { kind: 'text', text: child } : child)),
});
const link = (href: string, text: string): EditorNode => ({ kind: 'element', tag: 'a', href, children: [{ kind: 'text', text }] });
const roundTrip = (markdown: string) => treeMarkdown(parse(editorHtml(markdown)));

describe('the rich editor writes markdown', () => {
  it('keeps headings, paragraphs, lists, bold, italic and links through the editor unchanged', () => {
    const article = [
      '# Sleep better this winter',
      'A calm evening starts with **one** habit and *gentle* breath.',
      '## What to try',
      '- A **warm** blanket\n- Water & tea\n- [Book a class](https://studio.example/book)',
      '1. Breathe in\n2. Breathe out',
      'Hi Anna,\nSee you Tuesday.',
    ].join('\n\n');
    expect(roundTrip(article)).toBe(article);
  });

  it('keeps accents and emoji unchanged', () => {
    const text = '## Séance à Noël 🎄\n\nAnaïs vous attend: **café crème** ☕️ et *détente* 🧘‍♀️.';
    expect(roundTrip(text)).toBe(text);
  });

  it('escapes the signs the user typed, so they stay text', () => {
    const typed = [el('p', '# not a heading, 5 * 3 = 15, **not bold**'), el('p', '- not a list'), el('p', '2. not numbered [x](https://a.b)')];
    const markdown = treeMarkdown(typed);
    expect(markdown).toBe('\\# not a heading, 5 \\* 3 = 15, \\*\\*not bold\\*\\*\n\n\\- not a list\n\n2\\. not numbered \\[x](https://a.b)');
    expect(exportPlain(markdown)).toBe('# not a heading, 5 * 3 = 15, **not bold**\n\n- not a list\n\n2. not numbered [x](https://a.b)');
    expect(roundTrip(markdown)).toBe(markdown);
  });

  it('writes the marks the browser makes (b, i, nested lists, line breaks)', () => {
    const tree = [
      el('h2', 'Packing ', el('b', 'list')),
      el('ul', el('li', 'Mat'), el('li', 'Props', el('ol', el('li', 'Block'), el('li', el('i', 'Strap '))))),
      el('p', 'Call ', el('strong', 'us '), 'or ', link('mailto:hello@studio.example', 'write'), el('br'), 'Thanks'),
      el('div', el('br')),
    ];
    expect(treeMarkdown(tree)).toBe('## Packing **list**\n\n- Mat\n- Props\n  1. Block\n  2. *Strap*\n\nCall **us** or [write](mailto:hello@studio.example)\nThanks');
  });

  it('drops what is not structure or text: unsafe links, empty blocks, stray spaces', () => {
    const tree = [el('p', link('javascript:alert(1)', 'click'), '\u00a0here'), el('p', '   '), el('ul', el('li', ''))];
    expect(treeMarkdown(tree)).toBe('click here');
  });

  it('reads text outside any block (what a browser leaves after select-all and type) as a paragraph', () => {
    expect(treeMarkdown([{ kind: 'text', text: 'Hello ' }, el('b', 'there'), el('p', 'Next')])).toBe('Hello **there**\n\nNext');
  });
});
