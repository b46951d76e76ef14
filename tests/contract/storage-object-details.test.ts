// What an upload says about itself comes back as it was sent, as hosted Storage keeps it:
// the Content-Type with its parameters, the Cache-Control it is served with, and the
// caller's own metadata, readable through supabase-js `info()`.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestBackend, startRestBackend, type TestUser } from '../server/harness/rest-backend.ts';

let backend: RestBackend;
let owner: TestUser;
const notes = `notes-${randomUUID().slice(0, 8)}`;

const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'], { type: 'image/svg+xml' });

beforeAll(async () => {
  backend = await startRestBackend();
  owner = await backend.newUser('object-details');
  // A bucket with no type limit, written with the service key (test setup).
  if (backend.ctx) {
    await backend.ctx.db.asSuperuser((tx) => tx.query('insert into storage.buckets (id, name, public) values ($1, $1, false)', [notes]));
  } else {
    expect((await backend.service.storage.createBucket(notes, { public: false })).error).toBeNull();
  }
});

afterAll(async () => {
  if (backend?.hosted) await backend.service.storage.emptyBucket(notes).then(() => backend.service.storage.deleteBucket(notes));
  await backend?.stop();
});

function rawGet(bucket: string, path: string, key: string): Promise<Response> {
  return fetch(`${backend.url}/storage/v1/object/${bucket}/${path}`, { headers: { apikey: backend.anonKey, authorization: `Bearer ${key}` } });
}

const serviceKey = () => backend.ctx?.config.serviceRoleKey ?? process.env.SUPABASE_TEST_SERVICE_ROLE_KEY ?? '';

describe('an uploaded object', () => {
  it('keeps the Content-Type as sent, parameters included (supabase-js sends text as text/plain;charset=UTF-8)', async () => {
    expect((await backend.service.storage.from(notes).upload('hello.txt', 'Namaste, friends')).error).toBeNull();
    const served = await rawGet(notes, 'hello.txt', serviceKey());
    expect(served.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
    expect(await served.text()).toBe('Namaste, friends');
    const { data } = await backend.service.storage.from(notes).info('hello.txt');
    expect(data).toMatchObject({ contentType: 'text/plain;charset=UTF-8', size: 16 });
  });

  it('is served with the Cache-Control of its upload: max-age=3600 by default, or what the caller chose', async () => {
    const path = `${owner.id}/default.svg`;
    expect((await owner.client.storage.from('images').upload(path, svg)).error).toBeNull();
    expect((await rawGet('images', path, owner.token)).headers.get('cache-control')).toBe('max-age=3600');
    const chosen = `${owner.id}/chosen.svg`;
    expect((await owner.client.storage.from('images').upload(chosen, svg, { cacheControl: '60' })).error).toBeNull();
    expect((await rawGet('images', chosen, owner.token)).headers.get('cache-control')).toBe('max-age=60');
    const raw = await backend.service.storage.from(notes).upload('raw.txt', new TextEncoder().encode('bytes'), { contentType: 'text/plain', cacheControl: '120' });
    expect(raw.error).toBeNull();
    expect((await rawGet(notes, 'raw.txt', serviceKey())).headers.get('cache-control')).toBe('max-age=120');
  });

  it("keeps the caller's metadata, from a file (form upload) or from bytes (x-metadata), readable through info()", async () => {
    const path = `${owner.id}/with-metadata.svg`;
    const metadata = { tool: 'image', prompt: 'a calm lake at dawn', sizes: [1, 2] };
    expect((await owner.client.storage.from('images').upload(path, svg, { metadata })).error).toBeNull();
    const file = await owner.client.storage.from('images').info(path);
    expect(file.error).toBeNull();
    expect(file.data).toMatchObject({ name: path, bucketId: 'images', contentType: 'image/svg+xml', cacheControl: 'max-age=3600', metadata });

    const bytes = await backend.service.storage.from(notes).upload('tagged.txt', 'hi', { metadata: { lang: 'en', note: 'café' } });
    expect(bytes.error).toBeNull();
    expect((await backend.service.storage.from(notes).info('tagged.txt')).data?.metadata).toEqual({ lang: 'en', note: 'café' });
  });

  it('shows its details to nobody who may not read it', async () => {
    const path = `${owner.id}/secret.svg`;
    expect((await owner.client.storage.from('images').upload(path, svg)).error).toBeNull();
    const stranger = await backend.newUser('object-details-stranger');
    const { data, error } = await stranger.client.storage.from('images').info(path);
    expect(data).toBeNull();
    expect(error).not.toBeNull();
  });
});
