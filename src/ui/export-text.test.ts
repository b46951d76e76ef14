import { describe, expect, it } from 'vitest';
import { escapeHtml, exportHtml, exportPlain } from './export-text.ts';

const ARTICLE = [
  '# Yoga for Better Sleep',
  '',
  'A **gentle** practice for *tired* evenings. Read [our guide](https://lotus.example/sleep).',
  '',
  '## What you need',
  '',
  '- A mat',
  '- A blanket',
  '',
  '### Three steps',
  '',
  '1. Breathe',
  '2. Stretch',
].join('\n');

describe('exportHtml', () => {
  it('writes headings, lists, bold, italic and links as elements, with no markdown signs', () => {
    expect(exportHtml(ARTICLE)).toBe(
      [
        '<h1>Yoga for Better Sleep</h1>',
        '<p>A <strong>gentle</strong> practice for <em>tired</em> evenings. Read <a href="https://lotus.example/sleep">our guide</a>.</p>',
        '<h2>What you need</h2>',
        '<ul><li>A mat</li><li>A blanket</li></ul>',
        '<h3>Three steps</h3>',
        '<ol><li>Breathe</li><li>Stretch</li></ol>',
      ].join('\n'),
    );
  });

  it('escapes < and & and turns hostile markup in a field into text', () => {
    const html = exportHtml('# Tips & <tricks>\n\nSubject: <img src=x onerror="alert(1)"> & "more"\n\n- <script>alert(1)</script>');
    expect(html).toBe(
      [
        '<h1>Tips &amp; &lt;tricks&gt;</h1>',
        '<p>Subject: &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &quot;more&quot;</p>',
        '<ul><li>&lt;script&gt;alert(1)&lt;/script&gt;</li></ul>',
      ].join('\n'),
    );
  });

  it('keeps only web and mail links; a javascript: link stays its text', () => {
    expect(exportHtml('# T\n\n[click](javascript:alert`1`) [mail](mailto:hi@lotus.example)')).toBe(
      '<h1>T</h1>\n<p>click <a href="mailto:hi@lotus.example">mail</a></p>',
    );
    expect(exportHtml('# T\n\n[x](https://a.example/?q="><img>)')).toContain('href="https://a.example/?q=&quot;&gt;&lt;img&gt;"');
  });

  it('reads a plain message as paragraphs that keep their line breaks', () => {
    expect(exportHtml('Subject: Full moon\nPreheader: Breath & sound\n\nHello,\nsee you soon.')).toBe(
      '<p>Subject: Full moon<br>Preheader: Breath &amp; sound</p>\n<p>Hello,<br>see you soon.</p>',
    );
  });
});

describe('exportPlain', () => {
  it('drops the markdown signs and keeps the reading order', () => {
    expect(exportPlain(ARTICLE)).toBe(
      [
        'Yoga for Better Sleep',
        'A gentle practice for tired evenings. Read our guide (https://lotus.example/sleep).',
        'What you need',
        '• A mat\n• A blanket',
        'Three steps',
        '1. Breathe\n2. Stretch',
      ].join('\n\n'),
    );
  });

  it('leaves a plain message as it was written', () => {
    const email = 'Subject: Full moon\nPreheader: Breath\n\nHello,\nsee you soon.\n\n#yoga #breath';
    expect(exportPlain(email)).toBe(email);
  });

  it('escapes every character HTML gives meaning to', () => {
    expect(escapeHtml(`<a href='x'>&"</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&quot;&lt;/a&gt;');
  });
});
