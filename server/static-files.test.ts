import { mkdtemp, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, encodedVariant } from './static-files.ts';

describe('encodedVariant', () => {
  it('reads Accept-Encoding, leaving out what q=0 refuses', () => {
    expect([...acceptedEncodings('gzip, deflate, br;q=0')]).toEqual(['gzip', 'deflate']);
    expect(acceptedEncodings(undefined).size).toBe(0);
  });

  it('sends brotli, else gzip, else the file, each varying by Accept-Encoding', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'static-files-'));
    const file = join(dir, 'index-Ab12Cd34.js');
    await Promise.all([writeFile(file, 'x'), writeFile(`${file}.br`, 'b'), writeFile(`${file}.gz`, 'g')]);
    // The build writes the copies after the file: stated, not left to the clock (a busy
    // machine may stamp three quick writes in any order, or alike).
    const built = new Date('2026-01-01T10:00:00Z');
    const compressed = new Date('2026-01-01T10:00:01Z');
    await Promise.all([utimes(file, built, built), utimes(`${file}.br`, compressed, compressed), utimes(`${file}.gz`, compressed, compressed)]);
    expect(await encodedVariant(file, 'gzip, deflate, br, zstd')).toEqual({ file: `${file}.br`, headers: { 'Content-Encoding': 'br', Vary: 'Accept-Encoding' } });
    expect(await encodedVariant(file, 'gzip')).toEqual({ file: `${file}.gz`, headers: { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } });
    expect(await encodedVariant(file, 'identity')).toEqual({ file, headers: { Vary: 'Accept-Encoding' } });
    await writeFile(file, 'replaced after the build');
    const replaced = new Date('2026-01-02T10:00:00Z');
    await utimes(file, replaced, replaced);
    expect(await encodedVariant(file, 'br')).toEqual({ file, headers: {} });
    const plain = join(dir, 'robots.txt');
    await writeFile(plain, 'User-agent: *');
    expect(await encodedVariant(plain, 'br')).toEqual({ file: plain, headers: {} });
  });
});
