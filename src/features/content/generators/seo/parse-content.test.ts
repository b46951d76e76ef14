import { describe, expect, it } from 'vitest';
import { parseContent, tokenize } from './parse-content.ts';

describe('parseContent', () => {
  it('reads Markdown headings of every level, lists as paragraphs, and strips inline markup', () => {
    const parsed = parseContent('# Title #\n\nSome **bold** and [a link](https://x.example) text.\n\n- first item\n- second item\n\n---\n\n###### Deep\nLast `code` line.');
    expect(parsed.headings).toEqual([
      { level: 1, text: 'Title' },
      { level: 6, text: 'Deep' },
    ]);
    expect(parsed.paragraphs).toEqual(['Some bold and a link text.', 'first item', 'second item', 'Last code line.']);
  });

  it('does not take a hashtag for a heading', () => {
    expect(parseContent('#yoga every day').headings).toEqual([]);
  });

  it('reads HTML headings and blocks, decodes entities and drops scripts and comments', () => {
    const parsed = parseContent(
      '<article><h2 class="x">Care &amp; <b>Calm</b></h2><!-- note --><p>Tea&nbsp;time &#8211; rest.<br>New line</p><script>var a = "<h1>no</h1>";</script><ul><li>One</li><li>Two</li></ul></article>',
    );
    expect(parsed.headings).toEqual([{ level: 2, text: 'Care & Calm' }]);
    expect(parsed.paragraphs).toEqual(['Tea time – rest.', 'New line', 'One', 'Two']);
  });

  it('counts words in order, keeping contractions and hyphenated words whole', () => {
    expect(tokenize('It’s self-care, 100% — really!')).toEqual(["it's", 'self-care', '100', 'really']);
    expect(parseContent('# Hi there\n\nOne two.').words).toEqual(['hi', 'there', 'one', 'two']);
  });
});
