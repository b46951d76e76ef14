// Downloads of generated text as a file (.md, .txt, .html) through a Blob and an
// object URL: works offline, nothing leaves the device.

export type DownloadKind = 'md' | 'txt' | 'html';

export const DOWNLOAD_MIME: Record<DownloadKind, string> = {
  md: 'text/markdown;charset=utf-8',
  txt: 'text/plain;charset=utf-8',
  html: 'text/html;charset=utf-8',
};

const MAX_NAME = 60;

/** A safe file name from a title: lowercase ASCII words joined by dashes, plus the extension. */
export function downloadFileName(title: string, kind: DownloadKind): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_NAME)
    .replace(/-+$/, '');
  return `${slug || 'wellness-content'}.${kind}`;
}

export function downloadBlob(text: string, kind: DownloadKind): Blob {
  return new Blob([text], { type: DOWNLOAD_MIME[kind] });
}

/** Starts the browser download; returns the file name used. */
export function startDownload(text: string, title: string, kind: DownloadKind): string {
  const name = downloadFileName(title, kind);
  const url = URL.createObjectURL(downloadBlob(text, kind));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
