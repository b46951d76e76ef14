// Failed requests, sorted by what the device should make of them.
// network: no answer (offline, DNS, reset) -> "offline", retry when back;
// auth: the server refused the token (401) -> wait for a fresh session;
// server: 5xx -> retry with backoff, shown as a sync error;
// request: any other refusal of the whole request (404 function missing, 400) -> sync error.

/** What sync_pull answers for a studio the user no longer belongs to (migration 1100). */
export const NOT_A_MEMBER = 'PT403';

export type FailureKind = 'network' | 'auth' | 'server' | 'request';

export class RemoteError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'RemoteError';
  }
}

export function failureKindOf(status: number): FailureKind {
  if (status === 0) return 'network';
  if (status === 401) return 'auth';
  if (status >= 500) return 'server';
  return 'request';
}

/** Any thrown value as a RemoteError (a thrown fetch error is a network failure). */
export function asRemoteError(error: unknown): RemoteError {
  if (error instanceof RemoteError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new RemoteError('network', message, 0);
}
