// Downloads of generated text as a file (.md, .txt, .html, .docx) through a Blob and an
// object URL: works offline, nothing leaves the device.

export type DownloadKind = 'md' | 'txt' | 'html' | 'docx';

export const DOWNLOAD_MIME: Record<DownloadKind, string> = {
  md: 'text/markdown;charset=utf-8',
  txt: 'text/plain;charset=utf-8',
  html: 'text/html;charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const MAX_NAME = 60;

/** A safe file name from a title: lowercase ASCII words joined by dashes, cut between words, plus the extension. */
export function downloadFileName(title: string, kind: DownloadKind): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${cutAtWord(slug) || 'wellness-content'}.${kind}`;
}

function cutAtWord(slug: string): string {
  if (slug.length <= MAX_NAME) return slug;
  const cut = slug.slice(0, MAX_NAME + 1);
  const lastDash = cut.lastIndexOf('-');
  // One word longer than the limit has no boundary to cut at.
  return lastDash > 0 ? cut.slice(0, lastDash) : slug.slice(0, MAX_NAME);
}

export function downloadBlob(text: string, kind: DownloadKind): Blob {
  return new Blob([text], { type: DOWNLOAD_MIME[kind] });
}

/** Starts the browser download of a text or a ready file; returns the file name used. */
export function startDownload(content: string | Blob, title: string, kind: DownloadKind): string {
  const name = downloadFileName(title, kind);
  saveBlob(typeof content === 'string' ? downloadBlob(content, kind) : content, name);
  return name;
}

/** Hands a file to the browser's download under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
