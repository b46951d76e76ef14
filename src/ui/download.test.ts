import { describe, expect, it } from 'vitest';
import { DOWNLOAD_MIME, downloadBlob, downloadFileName } from './download.ts';

describe('downloads', () => {
  it('names the file after the title, with the extension of its kind', () => {
    expect(downloadFileName('Yoga for Better Sleep: A Gentle Guide', 'md')).toBe('yoga-for-better-sleep-a-gentle-guide.md');
    expect(downloadFileName('Welcome to Lotus Flow!', 'txt')).toBe('welcome-to-lotus-flow.txt');
    expect(downloadFileName('Self-Care Sunday', 'html')).toBe('self-care-sunday.html');
  });

  it('drops accents and characters a file system may refuse', () => {
    expect(downloadFileName('Café / Ayurvéda: "Rituals" <3', 'txt')).toBe('cafe-ayurveda-rituals-3.txt');
    expect(downloadFileName('../../etc/passwd', 'md')).toBe('etc-passwd.md');
  });

  it('falls back to a generic name and keeps long names short', () => {
    expect(downloadFileName('   ', 'md')).toBe('wellness-content.md');
    expect(downloadFileName('🧘 🌿', 'html')).toBe('wellness-content.html');
    const long = downloadFileName('word '.repeat(40), 'md');
    expect(long.length).toBeLessThanOrEqual(63);
    expect(long).toMatch(/^word(-word)*\.md$/);
  });

  it('cuts a long name between words, never inside one', () => {
    const name = downloadFileName('Gentle Evening Yoga for Better Sleep: Breathing, Stretching and Resting Together', 'docx');
    expect(name).toBe('gentle-evening-yoga-for-better-sleep-breathing-stretching.docx');
    expect(downloadFileName('Zoë & Émilie: a restorative weekend of yin yoga, sound baths and journaling', 'docx')).toBe(
      'zoe-emilie-a-restorative-weekend-of-yin-yoga-sound-baths-and.docx',
    );
    expect(downloadFileName('x'.repeat(80), 'md')).toBe(`${'x'.repeat(60)}.md`);
  });

  it('makes a blob of the right type holding the text', async () => {
    expect(DOWNLOAD_MIME).toEqual({
      md: 'text/markdown;charset=utf-8',
      txt: 'text/plain;charset=utf-8',
      html: 'text/html;charset=utf-8',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const blob = downloadBlob('# Title\n\nBody ✓', 'md');
    expect(blob.type).toBe('text/markdown;charset=utf-8');
    expect(await blob.text()).toBe('# Title\n\nBody ✓');
  });
});
