import { useState } from 'react';
import { CONTENT_TOASTS } from '../messages.ts';
import { exportPlain } from '../../../ui/export-text.ts';
import { MarkdownView } from '../../../ui/markdown-view.tsx';
import { Card } from './card.tsx';
import { DownloadAction } from './download-action.tsx';
import { ExportActions } from './export-actions.tsx';
import { EditToggle, TextEditor } from './text-editor.tsx';

type MessageResultProps = {
  title: string;
  fields: readonly { label: string; text: string }[];
  body: string;
  /** When given, the body can be edited (with the grammar check under it). */
  onEditBody?: (body: string) => void;
};

/** The whole message as one text, as it is copied and downloaded (.txt). */
export function messageText(fields: MessageResultProps['fields'], body: string): string {
  return [...fields.map((f) => `${f.label}: ${f.text}`), '', body].join('\n');
}

/** An email or client reply: its header lines and body, with copy and .docx and .txt downloads. */
export function MessageResult({ title, fields, body, onEditBody }: MessageResultProps) {
  const [editing, setEditing] = useState(false);
  const text = messageText(fields, body);
  const subject = fields[0]?.text ?? title;
  return (
    <Card
      title={title}
      actions={
        <>
          {onEditBody && <EditToggle editing={editing} onToggle={() => setEditing(!editing)} />}
          <ExportActions text={text} title={subject} copied={CONTENT_TOASTS.contentCopied} downloaded={CONTENT_TOASTS.contentDownloaded} />
          <DownloadAction text={messageText(fields, exportPlain(body))} title={subject} kind="txt" success={CONTENT_TOASTS.contentDownloaded} />
        </>
      }
    >
      <dl className="space-y-2 rounded-lg bg-stone-50 p-3 text-sm">
        {fields.map((field) => (
          <div key={field.label} className="flex flex-wrap gap-x-2">
            <dt className="font-semibold text-stone-700">{field.label}:</dt>
            <dd className="text-stone-900">{field.text}</dd>
          </div>
        ))}
      </dl>
      {editing && onEditBody ? (
        <TextEditor label="Message" checkLabel="Message" value={body} onChange={onEditBody} />
      ) : (
        <div className="text-sm">
          <MarkdownView markdown={body} compact />
        </div>
      )}
    </Card>
  );
}
