import { describe, expect, it } from 'vitest';
import { dataUrlFile, sharePost } from './share-post.ts';

const clipboard = () => {
  const written: string[] = [];
  return { written, clipboard: { writeText: async (text: string) => void written.push(text) } as unknown as Clipboard };
};

describe('Post now', () => {
  it('hands the text and the image file to the share sheet when it takes files', async () => {
    const given: ShareData[] = [];
    const { clipboard: board, written } = clipboard();
    const image = dataUrlFile('data:image/png;base64,iVBORw0KGgo=', 'Sunrise flow poster');
    const outcome = await sharePost(
      { title: 'Poster', text: 'Sunrise flow', image },
      { clipboard: board, canShare: () => true, share: async (data) => void given.push(data) },
    );
    expect(outcome).toBe('shared');
    expect(given[0]?.files?.[0]).toMatchObject({ name: 'Sunrise-flow-poster.png', type: 'image/png', size: 8 });
    expect(written).toEqual([]);
  });

  it('shares the text alone when the sheet cannot take the file, and copies where there is no sheet', async () => {
    const given: ShareData[] = [];
    const { clipboard: board, written } = clipboard();
    const image = dataUrlFile('data:image/svg+xml,%3Csvg%2F%3E', 'x');
    await sharePost({ title: 'T', text: 'Text', image }, { clipboard: board, canShare: () => false, share: async (data) => void given.push(data) });
    expect(given).toEqual([{ title: 'T', text: 'Text' }]);
    expect(await sharePost({ title: 'T', text: 'Copied text' }, { clipboard: board })).toBe('copied');
    expect(written).toEqual(['Copied text']);
  });

  it('a cancelled sheet is not a failure and copies nothing', async () => {
    const { clipboard: board, written } = clipboard();
    const share = async () => {
      throw new DOMException('cancelled', 'AbortError');
    };
    expect(await sharePost({ title: 'T', text: 'Text' }, { clipboard: board, share })).toBe('cancelled');
    expect(written).toEqual([]);
  });
});
