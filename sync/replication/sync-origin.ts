// How a device names itself to the server when it pushes: its own id (one per browser,
// kept across sign-outs and studios: sync/user-data/device-id.ts) and the database's
// (RxDB's storage token, shared by its tabs, new when the database is made again). The
// server stamps each row it writes with the name (`_origin`), so a conflict's server row
// tells whose version it is (server-writers.ts).
import type { Writer } from '../db/server-writers.ts';

export type SyncOrigin = { device: string; database: string };

export function originText(origin: SyncOrigin): string {
  return `${origin.device}/${origin.database}`;
}

/** Who wrote a server row, from its `_origin` (null: the server, an older app, or none). */
export function writerOf(rowOrigin: unknown, own: SyncOrigin): Writer {
  if (typeof rowOrigin !== 'string') return 'elsewhere';
  if (rowOrigin === originText(own)) return 'this-database';
  return rowOrigin.startsWith(`${own.device}/`) ? 'this-device' : 'elsewhere';
}
