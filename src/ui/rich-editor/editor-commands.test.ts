import { describe, expect, it } from 'vitest';
import { linkAddress } from './editor-commands.ts';

describe('the address typed for a link', () => {
  it('is kept when it is a web or mail address, with https:// or mailto: added when missing', () => {
    expect(linkAddress('https://studio.example/book')).toBe('https://studio.example/book');
    expect(linkAddress(' www.yourstudio.com/book?day=mon ')).toBe('https://www.yourstudio.com/book?day=mon');
    expect(linkAddress('hello@studio.example')).toBe('mailto:hello@studio.example');
    expect(linkAddress('mailto:hello@studio.example')).toBe('mailto:hello@studio.example');
  });

  it('is refused when it would not open a page or a mail (a script, a word, nothing)', () => {
    expect(linkAddress('javascript:alert(1)')).toBeNull();
    expect(linkAddress('book now')).toBeNull();
    expect(linkAddress('   ')).toBeNull();
  });
});
