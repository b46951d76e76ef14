import { describe, expect, it } from 'vitest';
import { WEB_ADDRESS_INVALID, webAddress, webAddressProblem } from './web-address.ts';

describe('a link for a button', () => {
  it.each([
    ['www.lagoonflow.mu/solstice', 'https://www.lagoonflow.mu/solstice'],
    ['https://lagoonflow.mu/book?c=june', 'https://lagoonflow.mu/book?c=june'],
    ['http://spa-ananda.com/', 'http://spa-ananda.com/'],
    ['  lagoonflow.mu  ', 'https://lagoonflow.mu'],
  ])('takes %s as %s', (typed, href) => {
    expect(webAddress(typed)).toBe(href);
  });

  it.each(['javascript:alert(1)', 'WhatsApp +230 5712 3456', 'book now', 'mailto:hello@x.com', 'localhost', 'https://', 'ftp://x.com'])(
    'refuses %s, so the button never points nowhere or somewhere unsafe',
    (typed) => {
      expect(webAddress(typed)).toBeUndefined();
      expect(webAddressProblem(typed)).toBe(WEB_ADDRESS_INVALID);
    },
  );

  it('says nothing about an empty link', () => {
    expect(webAddressProblem('')).toBeUndefined();
    expect(webAddressProblem('www.x.com')).toBeUndefined();
  });
});
