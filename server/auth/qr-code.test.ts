import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrCodeSvg } from './qr-code.ts';

// Scans what qrCodeSvg draws: the SVG's unit squares are rasterised into RGBA pixels and
// read back with jsQR, so a shifted, scrambled or empty drawing fails to decode. jsQR also
// decodes mirror images (it retries with the matrix transposed), so the orientation is
// checked apart: the format information must be valid where ISO/IEC 18004 puts it.
const PIXELS_PER_MODULE = 4;
const QUIET_ZONE = 4;
const SQUARE = /M(\d+),(\d+)h1v1h-1z/g;

type Drawing = { modules: number; dark: [number, number][] };

function parse(svg: string): Drawing {
  const modules = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const d = /<path d="([^"]*)"/.exec(svg)?.[1] ?? '';
  const dark = [...d.matchAll(SQUARE)].map((m): [number, number] => [Number(m[1]), Number(m[2])]);
  expect(dark.map(([x, y]) => `M${x},${y}h1v1h-1z`).join('')).toBe(d);
  return { modules, dark };
}

function scan({ modules, dark }: Drawing): string | undefined {
  const side = modules * PIXELS_PER_MODULE;
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [x, y] of dark) {
    for (let py = y * PIXELS_PER_MODULE; py < (y + 1) * PIXELS_PER_MODULE; py++) {
      const row = py * side;
      rgba.fill(0, (row + x * PIXELS_PER_MODULE) * 4, (row + (x + 1) * PIXELS_PER_MODULE) * 4);
    }
  }
  for (let i = 3; i < rgba.length; i += 4) rgba[i] = 255;
  return jsQR(rgba, side, side, { inversionAttempts: 'dontInvert' })?.data;
}

// The 15 format bits beside the top-left finder, bit 0 first; XOR 0x5412 gives a BCH(15,5)
// codeword whose two top bits are the error correction level.
const FORMAT_CELLS = [[8, 0], [8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 7], [8, 8], [7, 8], [5, 8], [4, 8], [3, 8], [2, 8], [1, 8], [0, 8]];

function formatLevel({ dark }: Drawing): string | undefined {
  const isDark = new Set(dark.map(([x, y]) => `${x - QUIET_ZONE},${y - QUIET_ZONE}`));
  const word = FORMAT_CELLS.reduce((bits, [x, y], i) => bits | (Number(isDark.has(`${x},${y}`)) << i), 0) ^ 0x5412;
  let remainder = word;
  for (let i = 14; i >= 10; i--) if ((remainder >>> i) & 1) remainder ^= 0x537 << (i - 10);
  return remainder === 0 ? ['M', 'L', 'H', 'Q'][word >>> 13] : undefined;
}

function otpauthUri(issuer: string, email: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(email)}`;
  return `otpauth://totp/${label}?algorithm=SHA1&digits=6&issuer=${encodeURIComponent(issuer)}&period=30&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP`;
}

describe('TOTP enrollment QR code', () => {
  it('scans back to the otpauth:// URI, upright, at error correction level M', () => {
    const uri = otpauthUri('Wellness Studio', 'ana@example.com');
    const drawing = parse(qrCodeSvg(uri));
    expect(scan(drawing)).toBe(uri);
    expect(formatLevel(drawing)).toBe('M');
  });

  it('scans back a long issuer and email with special characters (a large version)', () => {
    const issuer = "Zoë's Wellness & Yoga — Praxis für Körper/Geist (Zürich) #1 ☀️";
    const email = 'very.long.first-name+mfa_enrollment%test@physiotherapie-und-wellness.example.co.uk';
    const uri = otpauthUri(issuer, email);
    const drawing = parse(qrCodeSvg(uri));
    expect(drawing.modules).toBeGreaterThan(7 * 4 + 17 + 2 * QUIET_ZONE);
    expect(scan(drawing)).toBe(uri);
    expect(formatLevel(drawing)).toBe('M');
  });

  it('scans back text that is not percent-encoded (UTF-8 bytes)', () => {
    const text = 'otpauth://totp/Zoë & Søren:ana@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Zoë & Søren';
    expect(scan(parse(qrCodeSvg(text)))).toBe(text);
  });

  it('keeps a four-module quiet zone and sizes the image by the module size', () => {
    const svg = qrCodeSvg('otpauth://totp/x', 5);
    const { modules, dark } = parse(svg);
    expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${modules * 5}" height="${modules * 5}" `));
    expect(dark.every(([x, y]) => Math.min(x, y) >= QUIET_ZONE && Math.max(x, y) < modules - QUIET_ZONE)).toBe(true);
  });

  it('has no character that ends a data: URL early', () => {
    expect(qrCodeSvg('otpauth://totp/A #1 studio')).not.toContain('#');
  });

  it('tells a transposed or an empty drawing apart (the checks can fail)', () => {
    const uri = otpauthUri('Wellness Studio', 'ana@example.com');
    const { modules, dark } = parse(qrCodeSvg(uri));
    expect(formatLevel({ modules, dark: dark.map(([x, y]) => [y, x]) })).not.toBe('M');
    expect(scan({ modules, dark: [] })).toBeUndefined();
  });
});
