// Draws the install icons from public/favicon.svg and photographs the built landing
// page for the manifest's screenshots, with the system Chromium. Run it after
// `npx vite build` when the logo or the landing page changes; commit the PNGs.
//   node scripts/generate-pwa-assets.mjs
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const svg = readFileSync(`${root}/public/favicon.svg`, 'utf8');
const svgUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const port = 4399;

/** A square PNG of the logo; maskable icons get a full-bleed background and the logo in the safe zone. */
async function drawIcon(browser, size, file, maskable) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const logo = maskable ? Math.round(size * 0.72) : size;
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${
      maskable ? '#0f766e' : 'transparent'
    }"><img src="${svgUrl}" width="${logo}" height="${logo}"></body>`,
  );
  await page.screenshot({ path: `${root}/public/icons/${file}`, omitBackground: !maskable });
  await page.close();
}

async function photograph(browser, viewport, deviceScaleFactor, file) {
  const page = await browser.newPage({ viewport, deviceScaleFactor });
  await page.goto(`http://localhost:${port}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByText('Loading pricing plans...').waitFor({ state: 'detached' });
  await page.screenshot({ path: `${root}/public/screenshots/${file}` });
  await page.close();
}

const preview = spawn(`${root}/node_modules/.bin/vite`, ['preview', '--port', String(port), '--strictPort'], {
  cwd: root,
  stdio: 'ignore',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  await drawIcon(browser, 192, 'icon-192.png', false);
  await drawIcon(browser, 512, 'icon-512.png', false);
  await drawIcon(browser, 512, 'icon-maskable-512.png', true);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await photograph(browser, { width: 1280, height: 800 }, 1, 'landing-wide.png');
  await photograph(browser, { width: 375, height: 667 }, 2, 'landing-narrow.png');
} finally {
  await browser.close();
  preview.kill();
}
