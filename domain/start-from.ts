// Where a tool's work starts: a brief (its facts) or another piece (its text). A piece
// written from a brief keeps the brief's id in its history metadata; "Use in..." sends
// such a piece on by its brief, any other by its own history id.
import { type Tool, type ToolTab, TOOLS_IN_TAB_ORDER } from './tools.ts';

/** The metadata key of a history item that records the brief it was written from. */
export const BRIEF_ID_KEY = 'brief_id';

/** The tools that write text, in tab order: the image tool draws and starts from neither. */
export const TEXT_TOOLS: readonly Tool[] = TOOLS_IN_TAB_ORDER.filter((tool) => tool.contentType !== 'image');

export function isTextTool(tab: ToolTab): boolean {
  return TEXT_TOOLS.some((tool) => tool.tab === tab);
}

/** The brief a history item was written from, or null. */
export function briefIdOf(metadata: Readonly<Record<string, unknown>> | undefined): string | null {
  const id = metadata?.[BRIEF_ID_KEY];
  return typeof id === 'string' && id !== '' ? id : null;
}

/** The /content search that opens `tab` starting from a piece: by its brief when it came from one, else by the piece itself. */
export function startSearchFrom(tab: ToolTab, item: { id: string; metadata?: Readonly<Record<string, unknown>> }): { tab: ToolTab; brief?: string; from?: string } {
  const brief = briefIdOf(item.metadata);
  return brief ? { tab, brief } : { tab, from: item.id };
}

/** A search param that names a document: a non-empty string, else absent. */
export function idParam(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** What the "Use in..." menu says, on a tool's result and on a history item. */
export const USE_IN_TEXT = {
  button: 'Use in...',
  menuLabel: 'Use this piece in another tool',
  /** The tool a piece opens in, as the menu lists it. */
  item: (tool: string) => tool,
} as const;
