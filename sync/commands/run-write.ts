// Every command writes through here: a failed local write (storage full, database
// closed by a sign-out, a value the schema refuses) rejects with an Error whose
// message a screen can show as a toast; the screen keeps what the user typed. A value
// past its field's limit rejects with the FieldLimitError itself, so the screen can
// mark that field. A full disk rejects with a StorageFullError, which says what to do.
import { FieldLimitError } from '../../domain/field-limit-messages.ts';
import { StorageFullError, WRITE_ERRORS } from '../../domain/sync-messages.ts';
import { requireUserData, type UserDataSession } from '../user-data/user-data-store.ts';

function isQuotaError(error: unknown, text: string): boolean {
  const name = (error as { name?: string } | null)?.name ?? '';
  const inner = (error as { inner?: { name?: string } } | null)?.inner?.name ?? '';
  return name === 'QuotaExceededError' || inner === 'QuotaExceededError' || /quota/i.test(text);
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

export function writeErrorFor(error: unknown): Error {
  if (error instanceof FieldLimitError) return error;
  if (error instanceof StorageFullError) return error;
  const text = messageOf(error);
  if (isQuotaError(error, text)) return new StorageFullError(error);
  if (/closed|COL21|DB8|DB1\b/i.test(text)) return new Error(WRITE_ERRORS.closed, { cause: error });
  return new Error(WRITE_ERRORS.failed(text.split('\n')[0] ?? text), { cause: error });
}

export async function runWrite<T>(write: (session: UserDataSession) => Promise<T>): Promise<T> {
  const session = requireUserData();
  try {
    return await write(session);
  } catch (error) {
    throw writeErrorFor(error);
  }
}
