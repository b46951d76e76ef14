// Storage's error body `{statusCode, error, message}` (statusCode as a string, as the
// hosted Storage API sends it), so supabase-js raises the same StorageApiError locally.
export class StorageError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  body() {
    return { statusCode: String(this.status), error: this.error, message: this.message };
  }
}

export const objectNotFound = () => new StorageError(404, 'not_found', 'Object not found');
export const bucketNotFound = () => new StorageError(404, 'Bucket not found', 'Bucket not found');
export const invalidKey = (reason: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${reason}`);
export const duplicateObject = () => new StorageError(409, 'Duplicate', 'The resource already exists');
export const rlsRefusal = () => new StorageError(403, 'Unauthorized', 'new row violates row-level security policy');
