// Puts formatted text on the clipboard with its plain twin, so that Google Docs, Word,
// Gmail and Notion paste headings and lists while a plain field pastes clean text.
// Browsers without ClipboardItem (older Firefox) copy through a copy event instead.

export async function writeRichClipboard(html: string, text: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    const item = new ClipboardItem({
      'text/html': new Blob([html], { type: 'text/html' }),
      'text/plain': new Blob([text], { type: 'text/plain' }),
    });
    await navigator.clipboard.write([item]);
    return;
  }
  if (!copyThroughEvent(html, text)) await navigator.clipboard.writeText(text);
}

function copyThroughEvent(html: string, text: string): boolean {
  const onCopy = (event: ClipboardEvent) => {
    event.clipboardData?.setData('text/html', html);
    event.clipboardData?.setData('text/plain', text);
    event.preventDefault();
  };
  document.addEventListener('copy', onCopy);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    document.removeEventListener('copy', onCopy);
  }
}
