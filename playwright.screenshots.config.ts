// `npm run screenshots`: the e2e setup (production build, local backend, system
// Chromium) running only e2e/screenshots.capture.ts.
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

export default defineConfig({ ...base, testMatch: 'screenshots.capture.ts', retries: 0 });
