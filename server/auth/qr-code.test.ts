import { describe, expect, it } from 'vitest';
import { qrCodeSvg, qrMatrix } from './qr-code.ts';

// Decoding was checked with zbarimg (zbar-tools) for versions 1 to 19 and several masks;
// these tests pin the structure a scanner needs.
function finderAt(matrix: boolean[][], x: number, y: number): boolean {
  const expected = [
    '1111111',
    '1000001',
    '1011101',
    '1011101',
    '1011101',
    '1000001',
    '1111111',
  ];
  return expected.every((row, dy) => [...row].every((cell, dx) => matrix[y + dy]![x + dx] === (cell === '1')));
}

describe('QR code', () => {
  it('picks the smallest version that holds the text (byte capacities of level M)', () => {
    expect(qrMatrix('a'.repeat(14))).toHaveLength(21);
    expect(qrMatrix('a'.repeat(15))).toHaveLength(25);
    expect(qrMatrix('a'.repeat(122))).toHaveLength(45);
    expect(qrMatrix('a'.repeat(123))).toHaveLength(49);
  });

  it('draws the three finder patterns and the timing lines', () => {
    const matrix = qrMatrix('otpauth://totp/x');
    const size = matrix.length;
    expect(finderAt(matrix, 0, 0)).toBe(true);
    expect(finderAt(matrix, size - 7, 0)).toBe(true);
    expect(finderAt(matrix, 0, size - 7)).toBe(true);
    for (let i = 8; i < size - 8; i++) {
      expect(matrix[6]![i]).toBe(i % 2 === 0);
      expect(matrix[i]![6]).toBe(i % 2 === 0);
    }
    expect(matrix[size - 8]![8]).toBe(true);
  });

  it('gives different masks different data areas but the same function patterns', () => {
    const a = qrMatrix('mask test', 0);
    const b = qrMatrix('mask test', 1);
    expect(a).not.toEqual(b);
    expect(a.slice(0, 7).map((row) => row.slice(0, 7))).toEqual(b.slice(0, 7).map((row) => row.slice(0, 7)));
  });

  it('renders an SVG with a quiet zone, without characters that break a data: URL', () => {
    const svg = qrCodeSvg('hello');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* viewBox="0 0 29 29"/);
    expect(svg).not.toContain('#');
  });
});
