import DOMPurify from 'dompurify';
import { useMemo, useState } from 'react';
import { Card } from '../../components/card.tsx';
import { CopyAction } from '../../components/copy-action.tsx';
import { DownloadAction } from '../../components/download-action.tsx';
import { EXPORT_LABELS } from '#domain/export-labels.ts';
import { exportPlain } from '../../../../ui/export-text.ts';
import { EditToggle } from '../../components/text-editor.tsx';
import type { NewsletterOutput } from './newsletter-draft.ts';
import { NewsletterEditor } from './newsletter-editor.tsx';

/** The downloaded file keeps its head (charset, viewport, title) as a complete document. */
const DOCUMENT_OPTIONS = { WHOLE_DOCUMENT: true, ADD_TAGS: ['meta', 'title'], ADD_ATTR: ['charset', 'content'] };

function Field({ label, text }: { label: string; text: string }) {
  return (
    <div className="flex items-start justify-between gap-3 rounded-lg bg-stone-50 p-3">
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-stone-600">{label}</p>
        <p className="mt-1 text-stone-900">{text}</p>
      </div>
      <CopyAction text={text} label={`Copy ${label.toLowerCase()}`} />
    </div>
  );
}

type NewsletterResultProps = { newsletter: NewsletterOutput; onEdit: (edited: Pick<NewsletterOutput, 'content' | 'html'>) => void };

/** Subject, preview, text and HTML, and the letter edited in place. The HTML is sanitized with DOMPurify before it is shown (drafts sync from other devices). */
export function NewsletterResult({ newsletter, onEdit }: NewsletterResultProps) {
  const [view, setView] = useState<'preview' | 'text' | 'html'>('preview');
  const [editing, setEditing] = useState(false);
  const plain = useMemo(() => exportPlain(newsletter.content), [newsletter.content]);
  const safeHtml = useMemo(() => DOMPurify.sanitize(newsletter.html), [newsletter.html]);
  const safeDocument = useMemo(() => `<!DOCTYPE html>\n${DOMPurify.sanitize(newsletter.html, DOCUMENT_OPTIONS)}`, [newsletter.html]);
  const tabs = [
    ['preview', 'Preview'],
    ['text', 'Text'],
    ['html', 'HTML'],
  ] as const;
  return (
    <Card
      title="Your newsletter"
      actions={
        <>
          <EditToggle editing={editing} onToggle={() => setEditing(!editing)} />
          <CopyAction text={plain} html={safeHtml} label={EXPORT_LABELS.copy} />
          <CopyAction text={plain} label={EXPORT_LABELS.copyPlain} />
          <DownloadAction text={newsletter.content} title={newsletter.subject} kind="docx" label={EXPORT_LABELS.downloadDocx} />
          <DownloadAction text={safeDocument} title={newsletter.subject} kind="html" />
        </>
      }
    >
      <Field label="Subject" text={newsletter.subject} />
      <Field label="Preview text" text={newsletter.preview} />
      {editing && <NewsletterEditor newsletter={newsletter} onEdit={onEdit} />}
      <div className="flex flex-wrap gap-2" role="group" aria-label="Newsletter view">
        {tabs.map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={view === value}
            onClick={() => setView(value)}
            className={`rounded-full px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-teal-700 ${view === value ? 'bg-teal-700 text-white' : 'bg-stone-100 text-stone-800 hover:bg-stone-200'}`}
          >
            {label}
          </button>
        ))}
      </div>
      {view === 'preview' && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above.
        <div className="overflow-x-auto rounded-lg ring-1 ring-stone-200" data-testid="newsletter-preview" dangerouslySetInnerHTML={{ __html: safeHtml }} />
      )}
      {view === 'text' && (
        <div className="space-y-2">
          <div className="flex justify-end">
            <CopyAction text={plain} label="Copy text" />
          </div>
          <pre className="whitespace-pre-wrap rounded-lg bg-stone-50 p-4 font-sans text-sm text-stone-800">{plain}</pre>
        </div>
      )}
      {view === 'html' && (
        <div className="space-y-2">
          <div className="flex justify-end">
            <CopyAction text={safeDocument} label="Copy HTML" />
          </div>
          <pre className="max-h-96 overflow-auto rounded-lg bg-stone-900 p-4 text-xs text-stone-100">{safeDocument}</pre>
        </div>
      )}
    </Card>
  );
}
