// A page's DOM (the editor's own, or what was pasted) read into the plain tree the
// markdown writer takes. What a style says counts only where it means bold or italic
// (a word processor's `<span style="font-weight:700">`, Google Docs' `<b style="font-weight:normal">`).
import type { EditorNode } from './editor-markdown.ts';

const DROPPED = new Set(['script', 'style', 'template', 'head', 'meta', 'title', 'noscript', 'iframe', 'object', 'svg', 'img']);

const heavy = (weight: string) => weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;

function nodeTree(node: Node): EditorNode[] {
  if (node.nodeType === Node.TEXT_NODE) return [{ kind: 'text', text: node.nodeValue ?? '' }];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as HTMLElement;
  let tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return [];
  const children = [...element.childNodes].flatMap(nodeTree);
  const weight = element.style?.fontWeight ?? '';
  if ((tag === 'b' || tag === 'strong') && weight !== '' && !heavy(weight)) tag = 'span';
  if (tag === 'span' && heavy(weight)) tag = 'strong';
  const href = tag === 'a' ? (element.getAttribute('href') ?? undefined) : undefined;
  const tree: EditorNode = { kind: 'element', tag, href, children };
  return tag === 'span' && element.style?.fontStyle === 'italic' ? [{ kind: 'element', tag: 'em', children: [tree] }] : [tree];
}

/** The children of `root` as the markdown writer's tree. */
export function domTree(root: Node): EditorNode[] {
  return [...root.childNodes].flatMap(nodeTree);
}
