// The build's log without Vite's line per built file (about two hundred of them, which
// pushed the start banner off the screen): scripts/report-sizes.mjs sums them up after
// the build. `SIZES=all` keeps Vite's list. Warnings and errors always show.
import { createLogger, type Logger } from 'vite';

/** A line of Vite's size report: `dist/assets/x-Ab12.js   1.20 kB │ gzip: 0.50 kB`. */
const SIZE_LINE = /^\s*\S+\s+[\d,.]+ k?B(\s|$)/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes are what it removes
const COLOURS = /\u001b\[[0-9;]*m/g;

export function buildLogger(showSizes = process.env.SIZES === 'all'): Logger {
  const logger = createLogger();
  if (showSizes) return logger;
  const info = logger.info.bind(logger);
  logger.info = (message, options) => {
    const kept = message.split('\n').filter((line) => !SIZE_LINE.test(line.replace(COLOURS, '')));
    if (kept.length > 0 && kept.join('').trim() !== '') info(kept.join('\n'), options);
  };
  return logger;
}
