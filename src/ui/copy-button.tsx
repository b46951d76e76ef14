import { useEffect, useState } from 'react';
import { buttonClass } from './button-class.ts';
import { writeRichClipboard } from './rich-clipboard.ts';

/** How long the check mark stays after a copy. */
export const COPY_CONFIRMATION_MS = 2000;

type CopyButtonProps = {
  text: string;
  /** When given, the clipboard holds this formatted twin of `text` too (pastes as headings and lists). */
  html?: string;
  label?: string;
  onCopied?: () => void;
  onFailed?: (error: unknown) => void;
};

/** Copies text (and its HTML, when given) to the clipboard and shows a check mark for two seconds. */
export function CopyButton({ text, html, label = 'Copy', onCopied, onFailed }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      if (html === undefined) await navigator.clipboard.writeText(text);
      else await writeRichClipboard(html, text);
      setCopied(true);
      onCopied?.();
    } catch (error) {
      onFailed?.(error);
    }
  }

  return (
    <button type="button" className={buttonClass('secondary', 'sm')} onClick={copy}>
      {copied ? (
        <svg className="size-4 text-teal-700" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
          <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
        </svg>
      ) : (
        <svg className="size-4" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
          <path d="M7 3a2 2 0 0 0-2 2v1H4a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-1h1a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2H7Zm5 12v1H4V8h1v5a2 2 0 0 0 2 2h5Zm3-3H7V5h8v7Z" />
        </svg>
      )}
      <span>{copied ? 'Copied' : label}</span>
    </button>
  );
}
