// How a committed schema snapshot differs from the one the migrations build: which
// objects were added, removed or changed, and the first changed lines, as a message
// that tells the reader to regenerate the file.
import { SNAPSHOT_FILE } from './schema-snapshot.ts';

const HEADER = /^-- (table|index|trigger|policy|view|materialized view|function|procedure|bucket|publication|settings of role) /;
const SHOWN_LINES = 12;

/** The snapshot's objects by header; text before the first object is under ''. */
export function snapshotObjects(text: string): Map<string, string> {
  const objects = new Map<string, string>();
  let header = '';
  let lines: string[] = [];
  const lineList = text.split('\n');
  lineList.forEach((line, i) => {
    if (HEADER.test(line) && (i === 0 || lineList[i - 1] === '')) {
      objects.set(header, lines.join('\n').trim());
      header = line.slice(3);
      lines = [];
    } else {
      lines.push(line);
    }
  });
  objects.set(header, lines.join('\n').trim());
  return objects;
}

/** The lines of `before` and `after` between what they share at the start and at the end. */
function changedLines(before: string, after: string): string[] {
  const [a, b] = [before.split('\n'), after.split('\n')];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const removed = a.slice(start, a.length - end).map((line) => `  - ${line}`);
  const added = b.slice(start, b.length - end).map((line) => `  + ${line}`);
  const shown = [...removed.slice(0, SHOWN_LINES), ...added.slice(0, SHOWN_LINES)];
  const hidden = removed.length + added.length - shown.length;
  return [`  (line ${start + 1} of the object)`, ...shown, ...(hidden > 0 ? [`  ... and ${hidden} more changed lines`] : [])];
}

/** Null when the two are the same; otherwise what differs and what to do about it. */
export function describeDrift(committed: string, built: string): string | null {
  if (committed === built) return null;
  const [was, is] = [snapshotObjects(committed), snapshotObjects(built)];
  const added = [...is.keys()].filter((header) => !was.has(header));
  const removed = [...was.keys()].filter((header) => !is.has(header));
  const changed = [...is.keys()].filter((header) => was.has(header) && was.get(header) !== is.get(header));
  const lines = [`${SNAPSHOT_FILE} is not the schema the migrations build: run \`npm run schema\` and commit the file.`];
  for (const [label, headers] of [
    ['new in the migrations', added],
    ['gone from the migrations', removed],
    ['changed', changed],
  ] as const) {
    for (const header of headers) lines.push(`  ${label}: ${header || 'the header comment'}`);
  }
  const first = changed[0];
  if (first !== undefined) lines.push(`First change, in ${first || 'the header comment'} (- committed, + built):`, ...changedLines(was.get(first)!, is.get(first)!));
  if (added.length + removed.length + changed.length === 0) lines.push('  (only the order of objects or blank lines differs)');
  return lines.join('\n');
}
