import { describe, expect, it } from 'vitest';
import { wantsPage } from './page-request.ts';

describe('wantsPage', () => {
  it('answers a navigation with the app, whatever the path', () => {
    expect(wantsPage('/content', 'text/html,application/xhtml+xml', undefined)).toBe(true);
    expect(wantsPage('/assets/gone-Ab12Cd34.js', 'text/html', undefined)).toBe(true);
    expect(wantsPage('/dashboard', '*/*', 'navigate')).toBe(true);
  });

  it('answers curl and fetch() (Accept */* or none) with the app for a page address', () => {
    for (const path of ['/', '/faq', '/content/blog', '/faq/']) {
      expect(wantsPage(path, '*/*', undefined), path).toBe(true);
      expect(wantsPage(path, undefined, undefined), path).toBe(true);
      expect(wantsPage(path, '', undefined), path).toBe(true);
      expect(wantsPage(path, 'text/*;q=0.9, */*;q=0.1', undefined), path).toBe(true);
    }
  });

  it('never answers a file, or a client that names other types, with the app', () => {
    expect(wantsPage('/assets/gone-Ab12Cd34.js', '*/*', undefined)).toBe(false);
    expect(wantsPage('/assets/font', '*/*', undefined)).toBe(false);
    expect(wantsPage('/logo.png', undefined, undefined)).toBe(false);
    expect(wantsPage('/faq', 'image/avif,image/webp,image/apng,*/*;q=0.8', undefined)).toBe(false);
    expect(wantsPage('/faq', 'application/json', undefined)).toBe(false);
    expect(wantsPage('/faq', 'text/html;q=0, */*', undefined)).toBe(false);
    expect(wantsPage('/faq', '*/*;q=0', undefined)).toBe(false);
  });
});
