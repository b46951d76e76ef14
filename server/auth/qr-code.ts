// A small QR code encoder (ISO/IEC 18004: byte mode, error correction level M, automatic
// version and mask) for the otpauth:// URI of a TOTP enrollment, drawn as an SVG the way
// GoTrue answers `totp.qr_code`. Follows the structure of Project Nayuki's qrcodegen;
// the data encoding and error correction are in qr-codewords.ts.
import { encodeCodewords } from './qr-codewords.ts';

const FORMAT_BITS_M = 0;

type Grid = { size: number; dark: boolean[][]; fixed: boolean[][] };

const bit = (value: number, index: number) => ((value >>> index) & 1) !== 0;

function alignmentPositions(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = Math.floor((version * 8 + count * 3 + 5) / (count * 4 - 4)) * 2;
  const result = [6];
  for (let pos = version * 4 + 17 - 7; result.length < count; pos -= step) result.splice(1, 0, pos);
  return result;
}

function setFixed(grid: Grid, x: number, y: number, dark: boolean): void {
  grid.dark[y]![x] = dark;
  grid.fixed[y]![x] = true;
}

function drawFormatBits(grid: Grid, mask: number): void {
  const data = (FORMAT_BITS_M << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  const bits = ((data << 10) | rem) ^ 0x5412;
  const size = grid.size;
  for (let i = 0; i <= 5; i++) setFixed(grid, 8, i, bit(bits, i));
  setFixed(grid, 8, 7, bit(bits, 6));
  setFixed(grid, 8, 8, bit(bits, 7));
  setFixed(grid, 7, 8, bit(bits, 8));
  for (let i = 9; i < 15; i++) setFixed(grid, 14 - i, 8, bit(bits, i));
  for (let i = 0; i < 8; i++) setFixed(grid, size - 1 - i, 8, bit(bits, i));
  for (let i = 8; i < 15; i++) setFixed(grid, 8, size - 15 + i, bit(bits, i));
  setFixed(grid, 8, size - 8, true);
}

function drawFunctionPatterns(grid: Grid, version: number): void {
  const size = grid.size;
  for (let i = 0; i < size; i++) {
    setFixed(grid, 6, i, i % 2 === 0);
    setFixed(grid, i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [[3, 3], [size - 4, 3], [3, size - 4]] as const) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const distance = Math.max(Math.abs(dx), Math.abs(dy));
        const x = cx + dx;
        const y = cy + dy;
        if (x >= 0 && x < size && y >= 0 && y < size) setFixed(grid, x, y, distance !== 2 && distance !== 4);
      }
    }
  }
  const positions = alignmentPositions(version);
  const last = positions.length - 1;
  positions.forEach((ay, i) => {
    positions.forEach((ax, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) setFixed(grid, ax + dx, ay + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
    });
  });
  drawFormatBits(grid, 0);
  if (version >= 7) {
    let rem = version;
    for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
    const bits = (version << 12) | rem;
    for (let i = 0; i < 18; i++) {
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      setFixed(grid, a, b, bit(bits, i));
      setFixed(grid, b, a, bit(bits, i));
    }
  }
}

function drawCodewords(grid: Grid, codewords: number[]): void {
  const size = grid.size;
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vertical = 0; vertical < size; vertical++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - vertical : vertical;
        if (!grid.fixed[y]![x] && i < codewords.length * 8) {
          grid.dark[y]![x] = bit(codewords[i >>> 3]!, 7 - (i & 7));
          i++;
        }
      }
    }
  }
}

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

function applyMask(grid: Grid, mask: number): void {
  for (let y = 0; y < grid.size; y++) {
    for (let x = 0; x < grid.size; x++) {
      if (!grid.fixed[y]![x] && MASKS[mask]!(x, y)) grid.dark[y]![x] = !grid.dark[y]![x];
    }
  }
}

/** The QR matrix for `text` (true = dark). `mask` forces a mask pattern (0-7), else the best is chosen. */
export function qrMatrix(text: string, mask?: number): boolean[][] {
  const { version, codewords } = encodeCodewords(text);
  const size = version * 4 + 17;
  const grid: Grid = {
    size,
    dark: Array.from({ length: size }, () => new Array<boolean>(size).fill(false)),
    fixed: Array.from({ length: size }, () => new Array<boolean>(size).fill(false)),
  };
  drawFunctionPatterns(grid, version);
  drawCodewords(grid, codewords);
  let chosen = mask ?? 0;
  if (mask === undefined) {
    let best = Number.POSITIVE_INFINITY;
    for (let candidate = 0; candidate < 8; candidate++) {
      applyMask(grid, candidate);
      drawFormatBits(grid, candidate);
      const score = penalty(grid);
      if (score < best) [best, chosen] = [score, candidate];
      applyMask(grid, candidate);
    }
  }
  applyMask(grid, chosen);
  drawFormatBits(grid, chosen);
  return grid.dark;
}

function runPenalty(line: boolean[], size: number): number {
  let result = 0;
  let color = false;
  let run = 0;
  const history = [0, 0, 0, 0, 0, 0, 0];
  const addHistory = (length: number) => {
    history.pop();
    history.unshift(history[0] === 0 ? length + size : length);
  };
  const finderLike = () => {
    const n = history[1]!;
    const core = n > 0 && history[2] === n && history[3] === n * 3 && history[4] === n && history[5] === n;
    return (core && history[0]! >= n * 4 && history[6]! >= n ? 1 : 0) + (core && history[6]! >= n * 4 && history[0]! >= n ? 1 : 0);
  };
  for (const dark of line) {
    if (dark === color) {
      run++;
      if (run === 5) result += 3;
      else if (run > 5) result++;
    } else {
      addHistory(run);
      if (!color) result += finderLike() * 40;
      color = dark;
      run = 1;
    }
  }
  if (color) {
    addHistory(run);
    run = 0;
  }
  addHistory(run + size);
  return result + finderLike() * 40;
}

function penalty(grid: Grid): number {
  const { size, dark } = grid;
  let result = 0;
  for (let y = 0; y < size; y++) result += runPenalty(dark[y]!, size);
  for (let x = 0; x < size; x++) result += runPenalty(dark.map((row) => row[x]!), size);
  for (let y = 0; y < size - 1; y++) {
    for (let x = 0; x < size - 1; x++) {
      const c = dark[y]![x];
      if (c === dark[y]![x + 1] && c === dark[y + 1]![x] && c === dark[y + 1]![x + 1]) result += 3;
    }
  }
  const darkCount = dark.reduce((sum, row) => sum + row.filter(Boolean).length, 0);
  const total = size * size;
  return result + (Math.ceil(Math.abs(darkCount * 20 - total * 10) / total) - 1) * 10;
}

/** An SVG image of the QR code for `text`, with the standard four-module quiet zone. */
export function qrCodeSvg(text: string, moduleSize = 4): string {
  const matrix = qrMatrix(text);
  const border = 4;
  const dimension = matrix.length + border * 2;
  const path: string[] = [];
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path.push(`M${x + border},${y + border}h1v1h-1z`);
    });
  });
  const pixels = dimension * moduleSize;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${dimension} ${dimension}" shape-rendering="crispEdges">` +
    `<rect width="${dimension}" height="${dimension}" fill="white"/><path d="${path.join('')}" fill="black"/></svg>`
  );
}
