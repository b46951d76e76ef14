// The images bucket through supabase-js `storage`, as the app calls it: a user uploads
// into their own folder, reads it back from another client (another device), and nobody
// else (another user, a visitor, a forged path) reads, replaces or removes it. Row level
// security on storage.objects decides, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestBackend, startRestBackend, type TestUser, clientFor } from '../server/harness/rest-backend.ts';

let backend: RestBackend;
let owner: TestUser;
let stranger: TestUser;

const svg = (label: string) =>
  new Blob([`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><title>${label}</title></svg>`], { type: 'image/svg+xml' });

beforeAll(async () => {
  backend = await startRestBackend();
  owner = await backend.newUser('image-owner');
  stranger = await backend.newUser('image-stranger');
});

afterAll(async () => {
  await backend?.stop();
});

describe('the images bucket', () => {
  it('keeps an upload for its owner, readable from another device of the same user', async () => {
    const path = `${owner.id}/first.svg`;
    const uploaded = await owner.client.storage.from('images').upload(path, svg('first'), { contentType: 'image/svg+xml' });
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({ path, fullPath: `images/${path}` });

    const otherDevice = clientFor(backend.url, backend.anonKey, owner.token);
    const { data, error } = await otherDevice.storage.from('images').download(path);
    expect(error).toBeNull();
    expect(data?.type).toBe('image/svg+xml');
    expect(await data?.text()).toContain('<title>first</title>');
  });

  it('refuses a second upload to the same name unless it asks to replace (upsert)', async () => {
    const path = `${owner.id}/again.svg`;
    expect((await owner.client.storage.from('images').upload(path, svg('one'))).error).toBeNull();
    const duplicate = await owner.client.storage.from('images').upload(path, svg('two'));
    expect(duplicate.error).toMatchObject({ status: 409 });
    expect((await owner.client.storage.from('images').upload(path, svg('three'), { upsert: true })).error).toBeNull();
    const { data } = await owner.client.storage.from('images').download(path);
    expect(await data?.text()).toContain('<title>three</title>');
  });

  it('shows another user and a visitor nothing, and lets neither write into the folder', async () => {
    const path = `${owner.id}/private.svg`;
    expect((await owner.client.storage.from('images').upload(path, svg('private'))).error).toBeNull();

    for (const client of [stranger.client, backend.anon]) {
      const read = await client.storage.from('images').download(path);
      expect(read.data).toBeNull();
      expect(read.error).toMatchObject({ status: 404 });
      const overwrite = await client.storage.from('images').upload(path, svg('forged'), { upsert: true });
      expect(overwrite.data).toBeNull();
      expect(overwrite.error).toMatchObject({ status: 403 });
      const planted = await client.storage.from('images').upload(`${owner.id}/planted.svg`, svg('planted'));
      expect(planted.error).toMatchObject({ status: 403 });
      const removed = await client.storage.from('images').remove([path]);
      expect(removed.data).toEqual([]);
    }
    const { data } = await owner.client.storage.from('images').download(path);
    expect(await data?.text()).toContain('<title>private</title>');
    expect((await owner.client.storage.from('images').download(`${owner.id}/planted.svg`)).error).toMatchObject({ status: 404 });
  });

  it('refuses files of another type, files over 5 MB and names that climb out of the folder, with a 4xx', async () => {
    const gif = await owner.client.storage.from('images').upload(`${owner.id}/a.gif`, new Blob(['GIF89a'], { type: 'image/gif' }));
    expect(gif.error).toMatchObject({ status: 415 });
    const huge = await owner.client.storage.from('images').upload(`${owner.id}/huge.png`, new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' }));
    expect(huge.error).toMatchObject({ status: 413 });
    const climbing = await owner.client.storage.from('images').upload(`${owner.id}/../${stranger.id}/x.svg`, svg('x'));
    expect(climbing.error?.status).toBeGreaterThanOrEqual(400);
    expect(climbing.error?.status).toBeLessThan(500);
    const unknownBucket = await owner.client.storage.from('secrets').download(`${owner.id}/first.svg`);
    expect(unknownBucket.error).toMatchObject({ status: 404 });
  });

  it('removes the owner\'s file for every device', async () => {
    const path = `${owner.id}/gone.svg`;
    expect((await owner.client.storage.from('images').upload(path, svg('gone'))).error).toBeNull();
    const removed = await owner.client.storage.from('images').remove([path]);
    expect(removed.data?.map((object) => object.name)).toEqual([path]);
    const otherDevice = clientFor(backend.url, backend.anonKey, owner.token);
    expect((await otherDevice.storage.from('images').download(path)).error).toMatchObject({ status: 404 });
  });

  it('answers a raw request with a bad token or a malformed removal with a 4xx, never a 5xx', async () => {
    const bad = await fetch(`${backend.url}/storage/v1/object/images/${owner.id}/first.svg`, {
      headers: { apikey: backend.anonKey, authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged' },
    });
    expect(bad.status).toBe(401);
    const malformed = await fetch(`${backend.url}/storage/v1/object/images`, {
      method: 'DELETE',
      headers: { apikey: backend.anonKey, authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: '{"prefixes": "everything"',
    });
    expect(malformed.status).toBe(400);
    const served = await fetch(`${backend.url}/storage/v1/object/images/${owner.id}/first.svg`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${owner.token}` },
    });
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
