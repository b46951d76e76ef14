// Lighthouse (mobile, its default simulated throttling) on one route, in a fresh
// system Chromium per run, so no run inherits another's cache or service worker.
// A signed-in route gets its session in localStorage first (through a static file
// of the same origin, so no app code runs), and Lighthouse keeps that storage.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export type LighthouseScores = { performance: number; bestPractices: number; failedAudits: string[] };

async function storeItem(port: number, origin: string, item: readonly [string, string]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(([name, value]) => localStorage.setItem(name, value), item);
    await page.close();
  } finally {
    await browser.close();
  }
}

export async function lighthouseScores(url: string, storage?: readonly [string, string]): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    if (storage) await storeItem(chrome.port, new URL(url).origin, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'best-practices'],
      disableStorageReset: Boolean(storage),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const failedAudits = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => audit.id);
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
      failedAudits,
    };
  } finally {
    chrome.kill();
  }
}
