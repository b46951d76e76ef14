// "Mark as published": when the post went out (now unless said) and, optionally, its
// address. Recorded on the device through the history commands, so offline too.
import { type FormEvent, useId, useState } from 'react';
import { PUBLISH_PROBLEMS, PUBLISHED_LINK_LIMIT, publishedLinkProblem } from '#domain/publishing.ts';
import { type ContentHistoryDoc, markHistoryPublished } from '#sync/history.ts';
import { Button } from '../button.tsx';
import { Modal } from '../dialog.tsx';
import { inputClass, labelClass, TextField } from '../field.tsx';
import { notifyError, notifySuccess } from '../notify.tsx';
import { PUBLISH } from './publish-messages.ts';

/** `datetime-local`'s value for a moment, in the device's time. */
function localInput(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

type Props = { item: Pick<ContentHistoryDoc, 'id' | 'title' | 'published_link'>; onClose: () => void };

export function MarkPublishedDialog({ item, onClose }: Props) {
  const whenId = useId();
  const [when, setWhen] = useState(() => localInput(new Date()));
  const [link, setLink] = useState(item.published_link ?? '');
  const [problems, setProblems] = useState<{ when?: string; link?: string }>({});
  const [busy, setBusy] = useState(false);
  const title = item.title || PUBLISH.markPublished;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const at = new Date(when);
    const found = {
      when: !when || Number.isNaN(at.getTime()) ? PUBLISH_PROBLEMS.when : at.getTime() > Date.now() + 60_000 ? PUBLISH_PROBLEMS.future : undefined,
      link: publishedLinkProblem(link) ?? undefined,
    };
    setProblems(found);
    if (found.when || found.link) return;
    setBusy(true);
    try {
      await markHistoryPublished(item.id, { published_at: at.toISOString(), published_link: link });
      notifySuccess(PUBLISH.saved(title));
      onClose();
    } catch (error) {
      notifyError(PUBLISH.saveFailed, error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose} title={PUBLISH.dialogTitle(title)} description={PUBLISH.dialogDescription}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          <label htmlFor={whenId} className={labelClass}>
            {PUBLISH.when}
          </label>
          <input
            id={whenId}
            type="datetime-local"
            className={inputClass}
            value={when}
            required
            aria-invalid={problems.when ? true : undefined}
            aria-describedby={problems.when ? `${whenId}-error` : undefined}
            onChange={(event) => setWhen(event.target.value)}
          />
          {problems.when && (
            <p id={`${whenId}-error`} className="mt-1 text-xs font-medium text-red-700">
              {problems.when}
            </p>
          )}
        </div>
        <TextField
          label={PUBLISH.link}
          type="url"
          inputMode="url"
          placeholder="https://"
          hint={PUBLISH.linkHint}
          error={problems.link}
          limit={PUBLISHED_LINK_LIMIT}
          value={link}
          onChange={(event) => setLink(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="sm" onClick={onClose}>
            {PUBLISH.cancel}
          </Button>
          <Button type="submit" size="sm" busy={busy}>
            {PUBLISH.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
