// sync_push writes its rows one by one inside a single statement, which PGlite runs
// to the end on the server's only thread (it cannot be cancelled): 2,500 rows held
// every other request for 4.8 s, 10,000 rows for about 150 s. The app pushes at most
// 250 rows a batch (sync/replication/start-replication.ts), so a batch is capped at
// twice that, and at the size one generator draft may reach (a 5 MB image output and
// a 1 MB form), before anything reaches the database. Migration 0410 made the cost
// linear (500 rows about 0.7 s, was 1.5 s) and refuses over 500 rows there as well.
import { ApiError } from './errors.ts';

export const SYNC_PUSH_MAX_ROWS = 500;
export const SYNC_PUSH_MAX_BYTES = 8 * 1024 * 1024;

/** Throws 400 22023 (invalid_parameter_value, as sync_pull answers a bad page size). */
export function checkSyncPush(args: Record<string, unknown>, bytes: number): void {
  const rows = args.p_rows;
  const count = Array.isArray(rows) ? rows.length : 0;
  if (count <= SYNC_PUSH_MAX_ROWS && bytes <= SYNC_PUSH_MAX_BYTES) return;
  const what = count > SYNC_PUSH_MAX_ROWS ? `${count} rows` : `${bytes} bytes`;
  throw new ApiError(
    400,
    '22023',
    `sync_push takes at most ${SYNC_PUSH_MAX_ROWS} rows and ${SYNC_PUSH_MAX_BYTES / 1024 / 1024} MB a batch`,
    `The batch holds ${what}.`,
    'Push in smaller batches.',
  );
}
