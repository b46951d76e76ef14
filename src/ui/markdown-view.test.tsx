import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from './markdown-view.tsx';

describe('MarkdownView', () => {
  it('shows bold and links as the copy has them, and markup as text', () => {
    const html = renderToString(<MarkdownView markdown={'# Title\n\nA **warm** [guide](https://lotus.example) <img src=x onerror="alert(1)">\n\n- [x](javascript:alert`1`)'} />);
    expect(html).toContain('A <strong>warm</strong> <a href="https://lotus.example"');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).not.toMatch(/<img|javascript:|\*\*/);
  });
});
