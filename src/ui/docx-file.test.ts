import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { docxBlob } from './docx-file.ts';
import { DOWNLOAD_MIME } from './download.ts';
import { formatDate } from './format.ts';

// Word's Title style is not in mammoth's default map.
const STYLE_MAP = ["p[style-name='Title'] => h1.title:fresh"];

async function readBack(blob: Blob) {
  const buffer = Buffer.from(await blob.arrayBuffer());
  const [{ value: html }, { value: text }] = await Promise.all([mammoth.convertToHtml({ buffer }, { styleMap: STYLE_MAP }), mammoth.extractRawText({ buffer })]);
  return { html, text };
}

const TITLE = 'Zoë and Émilie: a weekend of restorative yoga';
const SECTIONS = ['Arriving on Friday', 'Saturday’s slow flow', 'Sunday: sound and rest'];
const article = [
  `# ${TITLE}`,
  '',
  'Zoë and Émilie welcome you to **three days** of rest. Book at [lotus.example](https://lotus.example/retreat).',
  ...SECTIONS.flatMap((section, s) => [
    '',
    `## ${section}`,
    '',
    ...Array.from({ length: 6 }, (_, p) => [`Paragraph ${s + 1}.${p + 1}: breathe slowly, notice the café’s quiet, and let the day settle — crème, naïve, façade.`, '']).flat(),
    '- Bring a mat',
    '- Bring a blanket',
    '',
    '1. Arrive',
    '2. Rest',
  ]),
].join('\n');

describe('the Word file of a result', () => {
  it('holds the title, the date, the headings, the lists and every word with its accents', async () => {
    const blob = await docxBlob({ title: TITLE, text: article, date: '2026-11-18T10:00:00Z' });
    expect(blob.type).toBe(DOWNLOAD_MIME.docx);
    const { html, text } = await readBack(blob);

    expect(html).toContain(`<h1 class="title">Zoë and Émilie: a weekend of restorative yoga</h1><p><em>${formatDate('2026-11-18T10:00:00Z')}</em></p>`);
    // The article's own '# title' is not written twice.
    expect(html.match(/Zoë and Émilie: a weekend/g)).toHaveLength(1);
    expect([...html.matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1])).toEqual(['Arriving on Friday', 'Saturday’s slow flow', 'Sunday: sound and rest']);
    expect(html).toContain('<strong>three days</strong>');
    expect(html).toContain('<a href="https://lotus.example/retreat">lotus.example</a>');
    expect(html.match(/<ul><li>Bring a mat<\/li><li>Bring a blanket<\/li><\/ul>/g)).toHaveLength(3);
    expect(html.match(/<ol><li>Arrive<\/li><li>Rest<\/li><\/ol>/g)).toHaveLength(3);
    expect(html).toContain('<p>Paragraph 3.6: breathe slowly, notice the café’s quiet, and let the day settle — crème, naïve, façade.</p>');
    expect(text).not.toMatch(/#|\*\*|\]\(/);
    expect(text.match(/Paragraph \d\.\d/g)).toHaveLength(18);
  });

  it('keeps the line breaks of a plain message and escapes nothing into markup', async () => {
    const blob = await docxBlob({ title: 'Re: your question', text: 'Subject: <img src=x onerror=alert(1)>\nTo: Zoë\n\nHello & welcome.', date: new Date('2026-01-02') });
    const { html } = await readBack(blob);
    expect(html).toContain('<p>Subject: &lt;img src=x onerror=alert(1)&gt;<br />To: Zoë</p><p>Hello &amp; welcome.</p>');
  });
});
