// Where the open tool's work starts, as the content page's URL says (?brief=, ?from=):
// the chosen brief, the piece it was sent from ("Use in..."), and the last piece this
// visit saved (what "Use in..." on the result sends on).
import type { Brief } from '#domain/brief.ts';

/** A piece sent on to another tool: its history id and text. */
export type SourceItem = { id: string; title: string; content: string };

/** A history item opened back in its tool: its text, and what it records of the generation that wrote it. */
export type EditedItem = SourceItem & { metadata: Readonly<Record<string, unknown>> };

/** The last piece the open tool saved: its history id and the brief it was written from. */
export type SavedPiece = { id: string; metadata: Record<string, unknown> };

export type StartingPoint = {
  /** The brief named in the URL; `brief` is null until it is read, or when it is gone. */
  briefId: string | undefined;
  brief: Brief | null;
  sourceId: string | undefined;
  source: SourceItem | null;
  /** The history item opened here ("Open in ..."); `editing` null until read, or when it is gone. */
  editId?: string | undefined;
  editing?: EditedItem | null;
  /** Starts from another brief (undefined: from none). */
  pickBrief: (id: string | undefined) => void;
  clearSource: () => void;
  saved: SavedPiece | null;
  setSaved: (piece: SavedPiece | null) => void;
  /** The instant the piece the tool makes is planned for (the calendar's "Plan a post"), or null. */
  plannedFor: string | null;
};
