// "Post now": the post's text, and its image as a file when it has one, handed to a
// platform's app through the Web Share API (the phone's share sheet). Where a browser
// cannot share, the text goes to the clipboard instead. Posting through the platforms'
// own APIs is not something the app does (docs/product.md).
export type SharedPost = { title: string; text: string; image?: File | null };

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

type ShareNavigator = Pick<Navigator, 'clipboard'> & {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
};

/** A data URL (a generated image) as a file a share sheet can take. */
export function dataUrlFile(dataUrl: string, title: string): File | null {
  const match = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  const [, type = 'image/png', base64, body = ''] = match;
  const bytes = base64 ? Uint8Array.from(atob(body), (char) => char.charCodeAt(0)) : new TextEncoder().encode(decodeURIComponent(body));
  const extension = type.split('/')[1]?.replace('jpeg', 'jpg').replace('svg+xml', 'svg') ?? 'png';
  const name = title.slice(0, 60).replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'image';
  return new File([bytes], `${name}.${extension}`, { type });
}

export async function sharePost(post: SharedPost, nav: ShareNavigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    const withImage: ShareData = { title: post.title, text: post.text, ...(post.image ? { files: [post.image] } : {}) };
    const data = post.image && nav.canShare && !nav.canShare(withImage) ? { title: post.title, text: post.text } : withImage;
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Refused (no gesture, a type the sheet does not take): the clipboard still works.
    }
  }
  try {
    await nav.clipboard.writeText(post.text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
