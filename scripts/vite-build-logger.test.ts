import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLogger } from './vite-build-logger.ts';

afterEach(() => vi.restoreAllMocks());

const SIZES = [
  '\u001b[2mdist/\u001b[22m\u001b[2massets/\u001b[22m\u001b[36mindex-CurNjNqb.js      \u001b[39m\u001b[1m\u001b[2m  250.31 kB\u001b[22m\u001b[1m\u001b[22m\u001b[2m │ gzip: 75.70 kB\u001b[22m',
  'dist/manifest.webmanifest                             0.96 kB',
  'dist/assets/harper_wasm_bg-BEyNQVrT.wasm         16,164.07 kB │ gzip: 8,198.65 kB',
];

describe('the build log', () => {
  it("leaves out Vite's line per built file and keeps the rest, warnings and errors included", () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logger = buildLogger(false);
    for (const line of SIZES) logger.info(line);
    logger.info(SIZES.join('\n'));
    logger.info('✓ 2007 modules transformed.');
    logger.info('✓ built in 7.03s');
    logger.warn('(!) Some chunks are larger than 500 kB after minification.');
    logger.error('Could not resolve ./missing.ts');
    expect(log.mock.calls.map(([line]) => String(line))).toEqual([expect.stringContaining('2007 modules transformed'), expect.stringContaining('built in 7.03s')]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Some chunks are larger than 500 kB'));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Could not resolve ./missing.ts'));
  });

  it('keeps every line when asked for the sizes', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const logger = buildLogger(true);
    for (const line of SIZES) logger.info(line);
    expect(log).toHaveBeenCalledTimes(SIZES.length);
  });
});
