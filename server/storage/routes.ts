// /storage/v1: the Storage calls the app makes through supabase-js, on the local
// backend. Every object read and write runs AS THE CALLER (asRole), so the bucket's row
// level security policies on storage.objects (migration 0800) decide, as on a hosted
// project; the bytes sit in storage.object_contents, whose policy follows the object's.
//   POST   /object/<bucket>/<name>        upload (x-upsert: true replaces)
//   PUT    /object/<bucket>/<name>        replace an existing object
//   GET    /object[/authenticated]/<bucket>/<name>   download (HEAD too)
//   GET    /object/info[/authenticated]/<bucket>/<name>   the object's details and metadata
//   DELETE /object/<bucket>  {prefixes}   remove objects by name
import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { ServerContext } from '../context.ts';
import type { Claims, Tx } from '../db/database.ts';
import { ApiError } from '../rest/errors.ts';
import { requestClaims } from '../rest/request-claims.ts';
import { STATEMENT_TIMEOUT } from '../rest/run-transaction.ts';
import { checkedObjectName } from './object-name.ts';
import { mediaType, type Upload, readUpload } from './read-upload.ts';
import { bucketNotFound, duplicateObject, invalidKey, objectNotFound, rlsRefusal, StorageError } from './storage-errors.ts';

type Bucket = { id: string; public: boolean; file_size_limit: number | null; allowed_mime_types: string[] | null };
type ObjectMetadata = { mimetype?: string; eTag?: string; cacheControl?: string; size?: number; lastModified?: string };
type ObjectRow = { id: string; metadata: ObjectMetadata | null; updated_at: Date; data: Uint8Array };
type ObjectInfoRow = {
  id: string;
  name: string;
  version: string | null;
  bucket_id: string;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
};

const RESERVED = new Set(['info', 'list', 'list-v2', 'sign', 'upload', 'move', 'copy']);

/** `<bucket>/<name>` after /object/ (or /object/authenticated/), decoded. */
function target(afterObject: string[]): { bucket: string; name: string } {
  const [bucket, ...rest] = afterObject;
  if (!bucket || rest.join('/') === '') throw objectNotFound();
  let name: string;
  try {
    name = decodeURIComponent(rest.join('/'));
  } catch {
    throw invalidKey('the object name is not valid percent-encoding');
  }
  return { bucket: decodeURIComponent(bucket), name: checkedObjectName(name) };
}

async function bucketOf(tx: Tx, id: string): Promise<Bucket> {
  const { rows } = await tx.query<Bucket>('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [id]);
  if (!rows[0]) throw bucketNotFound();
  return rows[0];
}

function checkAgainstBucket(bucket: Bucket, upload: Upload): void {
  if (upload.bytes.byteLength === 0) throw new StorageError(400, 'InvalidRequest', 'The file is empty.');
  if (bucket.file_size_limit !== null && upload.bytes.byteLength > bucket.file_size_limit) {
    throw new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
  }
  const mime = mediaType(upload.contentType);
  const allowed = (type: string) => type === mime || (type.endsWith('/*') && mime.startsWith(type.slice(0, -1)));
  if (bucket.allowed_mime_types && !bucket.allowed_mime_types.some((type) => allowed(type.toLowerCase()))) {
    throw new StorageError(415, 'invalid_mime_type', `mime type ${upload.contentType} is not supported`);
  }
}

/** Postgres refusals the caller caused: RLS (42501) and a taken name (23505). */
function storageRefusal(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === '42501') throw rlsRefusal();
  if (code === '23505') throw duplicateObject();
  throw error;
}

/** The path's parts after /object/, still percent-encoded; a reserved first part is refused. */
function segments(c: Context): string[] {
  const path = c.req.path;
  const after = path.slice(path.indexOf('/object/') + '/object/'.length).split('/');
  if (RESERVED.has(after[0] ?? '')) throw new StorageError(404, 'not_found', `The local backend does not serve ${c.req.method} ${path}`);
  return after;
}

export function createStorageRoutes(ctx: ServerContext): Hono {
  const app = new Hono();

  const asCaller = async <T>(c: Context, fn: (tx: Tx, claims: Claims) => Promise<T>): Promise<T> => {
    const claims = await requestClaims(ctx.config, c);
    const timeout = STATEMENT_TIMEOUT[claims.role];
    return ctx.db.asRole(claims, (tx) => fn(tx, claims), timeout ? { statement_timeout: timeout } : {});
  };

  const write = (mode: 'create' | 'upsert' | 'replace') => async (c: Context) => {
    const { bucket: bucketId, name } = target(segments(c));
    const upload = await readUpload(c);
    const metadata = {
      eTag: `"${createHash('md5').update(upload.bytes).digest('hex')}"`,
      size: upload.bytes.byteLength,
      mimetype: upload.contentType,
      cacheControl: upload.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: upload.bytes.byteLength,
      httpStatusCode: 200,
    };
    const id = await asCaller(c, async (tx, claims) => {
      checkAgainstBucket(await bucketOf(tx, bucketId), upload);
      const owner = claims.role === 'authenticated' && typeof claims.sub === 'string' ? claims.sub : null;
      const values = [bucketId, name, owner, JSON.stringify(metadata), owner, upload.userMetadata === null ? null : JSON.stringify(upload.userMetadata)];
      const sql =
        mode === 'replace'
          ? `update storage.objects set metadata = $4::jsonb, user_metadata = $6::jsonb, owner = $3::uuid, owner_id = $5::text, updated_at = now(), version = gen_random_uuid()::text
             where bucket_id = $1 and name = $2 returning id`
          : `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version) values ($1, $2, $3::uuid, $5::text, $4::jsonb, $6::jsonb, gen_random_uuid()::text)
             ${mode === 'upsert' ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, user_metadata = excluded.user_metadata, owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version, updated_at = now()' : ''}
             returning id`;
      const { rows } = await tx.query<{ id: string }>(sql, values).catch(storageRefusal);
      if (!rows[0]) throw objectNotFound();
      await tx
        .query(
          `insert into storage.object_contents (object_id, data) values ($1, $2)
           on conflict (object_id) do update set data = excluded.data`,
          [rows[0].id, upload.bytes],
        )
        .catch(storageRefusal);
      return rows[0].id;
    });
    return c.json({ Key: `${bucketId}/${name}`, Id: id }, 200);
  };

  /** The row of the object `parts` names (`[authenticated|public/]<bucket>/<name>`), as the caller sees it. */
  const findObject = async <T>(c: Context, parts: string[], columns: string, join = ''): Promise<T> => {
    const where = parts[0] === 'authenticated' || parts[0] === 'public' ? parts.slice(1) : parts;
    const { bucket: bucketId, name } = target(where);
    const row = await asCaller(c, async (tx) => {
      const bucket = await bucketOf(tx, bucketId).catch((error: unknown) => {
        if (error instanceof StorageError) return null;
        throw error;
      });
      if (!bucket || (parts[0] === 'public' && !bucket.public)) throw objectNotFound();
      const { rows } = await tx.query<T>(`select ${columns} from storage.objects o ${join} where o.bucket_id = $1 and o.name = $2`, [bucketId, name]);
      return rows[0];
    });
    if (!row) throw objectNotFound();
    return row;
  };

  const read = async (c: Context) => {
    const row = await findObject<ObjectRow>(c, segments(c), 'o.id, o.metadata, o.updated_at, c.data', 'join storage.object_contents c on c.object_id = o.id');
    const headers: Record<string, string> = {
      'Content-Type': row.metadata?.mimetype ?? 'application/octet-stream',
      'Content-Length': String(row.data.byteLength),
      'Cache-Control': row.metadata?.cacheControl ?? 'no-cache',
      ETag: row.metadata?.eTag ?? `"${row.id}"`,
      'Last-Modified': new Date(row.updated_at).toUTCString(),
    };
    if (c.req.header('if-none-match') === headers.ETag) return c.body(null, 304, headers);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(row.data as Uint8Array<ArrayBuffer>, 200, headers);
  };

  /** GET /object/info/[authenticated|public/]<bucket>/<name>: what supabase-js `info()` reads. */
  const info = async (c: Context) => {
    const parts = c.req.path.slice(c.req.path.indexOf('/object/info/') + '/object/info/'.length).split('/');
    const row = await findObject<ObjectInfoRow>(c, parts, 'o.id, o.name, o.version, o.bucket_id, o.metadata, o.user_metadata, o.created_at, o.updated_at');
    return c.json(
      {
        id: row.id,
        name: row.name,
        version: row.version,
        bucket_id: row.bucket_id,
        size: row.metadata?.size ?? null,
        content_type: row.metadata?.mimetype ?? null,
        cache_control: row.metadata?.cacheControl ?? null,
        etag: row.metadata?.eTag ?? null,
        metadata: row.user_metadata,
        last_modified: new Date(row.updated_at).toISOString(),
        created_at: new Date(row.created_at).toISOString(),
      },
      200,
      { 'Cache-Control': 'no-cache' },
    );
  };

  const remove = async (c: Context) => {
    const [bucketId, ...extra] = segments(c);
    if (!bucketId || extra.length > 0) throw bucketNotFound();
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new StorageError(400, 'InvalidRequest', 'The body must be JSON: {"prefixes": ["<name>", ...]}.');
    }
    const prefixes = (body as { prefixes?: unknown }).prefixes;
    if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > 1000 || !prefixes.every((p) => typeof p === 'string')) {
      throw new StorageError(400, 'InvalidRequest', 'prefixes must be a list of 1 to 1,000 object names.');
    }
    const names = (prefixes as string[]).map(checkedObjectName);
    const removed = await asCaller(c, async (tx) => {
      await bucketOf(tx, bucketId);
      const { rows } = await tx.query(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
         returning bucket_id, name, id, owner, metadata, created_at, updated_at`,
        [bucketId, names],
      );
      return rows;
    });
    return c.json(removed, 200);
  };

  app.post('/object/*', (c) => write(c.req.header('x-upsert') === 'true' ? 'upsert' : 'create')(c));
  app.put('/object/*', write('replace'));
  app.get('/object/info/*', info);
  app.on(['GET', 'HEAD'], '/object/*', read);
  app.delete('/object/*', remove);
  app.all('*', (c) => c.json(new StorageError(404, 'not_found', `The local backend does not serve ${c.req.method} ${c.req.path}`).body(), 404));
  app.onError((error, c) => {
    if (error instanceof StorageError) return c.json(error.body(), error.status);
    if (error instanceof ApiError) return c.json({ statusCode: String(error.status), error: error.code, message: error.message }, error.status as 401);
    if ((error as { code?: string }).code === '57014') return c.json({ statusCode: '504', error: 'timeout', message: 'The request took too long.' }, 504);
    console.error('[storage]', c.req.method, c.req.path, error);
    return c.json({ statusCode: '500', error: 'internal', message: 'Unexpected failure, please check the server log.' }, 500);
  });
  return app;

}
