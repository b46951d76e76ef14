import { Fragment, type ReactNode } from 'react';
import { markdownBlocks } from './markdown-blocks.ts';
import { inlineRuns } from './markdown-inline.ts';

const HEADING_CLASS = { 1: 'text-2xl font-bold', 2: 'mt-6 text-xl font-semibold', 3: 'mt-4 text-lg font-semibold' } as const;
const COMPACT_HEADING_CLASS = { 1: 'text-base font-semibold', 2: 'mt-3 font-semibold', 3: 'mt-2 font-semibold' } as const;

/** A line's bold, italic and links as elements, the same reading as the copied HTML. */
function Inline({ line }: { line: string }) {
  return inlineRuns(line).map((run, index) => {
    let node: ReactNode = run.text;
    if (run.italic) node = <em>{node}</em>;
    if (run.bold) node = <strong>{node}</strong>;
    if (run.href)
      node = (
        <a href={run.href} className="text-teal-800 underline" rel="noopener noreferrer" target="_blank">
          {node}
        </a>
      );
    // biome-ignore lint/suspicious/noArrayIndexKey: runs of one line have no other identity.
    return <Fragment key={index}>{node}</Fragment>;
  });
}

/** An article shown as headings, paragraphs and lists (text only, never HTML); `compact` in a small box's text size. */
export function MarkdownView({ markdown, compact = false }: { markdown: string; compact?: boolean }) {
  const headingClass = compact ? COMPACT_HEADING_CLASS : HEADING_CLASS;
  return (
    <div className={`${compact ? 'space-y-2' : 'space-y-3'} text-stone-800`}>
      {markdownBlocks(markdown).map((block, index) => {
        const key = `${index}-${block.kind}`;
        if (block.kind === 'heading') {
          const Tag = block.level === 1 ? 'h4' : block.level === 2 ? 'h5' : 'h6';
          return (
            <Tag key={key} className={`text-stone-900 ${headingClass[block.level]}`}>
              <Inline line={block.text} />
            </Tag>
          );
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={key} className={`space-y-1 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
              {block.items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items of one list may repeat.
                <li key={i}>
                  <Inline line={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={key} className="leading-relaxed">
            {block.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one paragraph may repeat.
              <Fragment key={i}>
                {i > 0 && <br />}
                <Inline line={line} />
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
