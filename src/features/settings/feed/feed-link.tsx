// The studio's feed link, online only: an owner makes it (its address shown this once,
// to copy), makes a new one (the old stops working) or revokes it; staff read that the
// owners manage it. The database decides who may; this shows its answer.
import { useState } from 'react';
import { createCalendarFeed, loadCalendarFeed, type MadeCalendarFeed, revokeCalendarFeed } from '#sync/calendar-feed.ts';
import type { MyStudio } from '#sync/studio.ts';
import { Button } from '../../../ui/button.tsx';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { Modal } from '../../../ui/dialog.tsx';
import { LoadingStatus } from '../../../ui/loading-status.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { useRemoteQuery } from '../../../ui/use-remote-query.ts';
import { Failed } from '../team/remote-states.tsx';
import { FEED } from './feed-messages.ts';

type Confirm = 'new' | 'revoke' | null;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function FeedLink({ studio }: { studio: MyStudio }) {
  // Wrapped, so that no answer yet (null) differs from no link (feed: null).
  const feed = useRemoteQuery(async () => ({ feed: await loadCalendarFeed(studio.id) }), studio.id);
  const [made, setMade] = useState<MadeCalendarFeed | null>(null);
  const [busy, setBusy] = useState<'make' | 'revoke' | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);

  if (studio.role !== 'owner') return <p role="note" className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">{FEED.staffNote}</p>;
  if (feed.data === null) {
    if (feed.error) return <Failed text={FEED.loadFailed} detail={feed.error.message} onRetry={feed.reload} />;
    return <LoadingStatus text={FEED.loading} />;
  }

  async function make() {
    setConfirm(null);
    setBusy('make');
    try {
      const link = await createCalendarFeed(studio.id);
      setMade(link);
      feed.update(() => ({ feed: { created_at: link.created_at } }));
      notifySuccess(FEED.made, FEED.madeDescription);
    } catch (error) {
      notifyError(FEED.failed, messageOf(error));
    } finally {
      setBusy(null);
    }
  }

  async function revoke() {
    setConfirm(null);
    setBusy('revoke');
    try {
      await revokeCalendarFeed(studio.id);
      setMade(null);
      feed.update(() => ({ feed: null }));
      notifySuccess(FEED.revoked, FEED.revokedDescription);
    } catch (error) {
      notifyError(FEED.failed, messageOf(error));
    } finally {
      setBusy(null);
    }
  }

  const active = feed.data.feed;
  return (
    <div className="space-y-3">
      {made ? (
        <div className="rounded-lg border border-teal-200 bg-teal-50 p-3">
          <p className="font-semibold text-teal-950">{FEED.madeTitle}</p>
          <p className="mt-0.5 text-sm text-teal-950">{FEED.madeNote}</p>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
            <input
              readOnly
              aria-label={FEED.urlLabel}
              value={made.url}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 py-2 font-mono text-xs text-stone-900"
            />
            <CopyButton text={made.url} label={FEED.copy} onCopied={() => notifySuccess(FEED.copied)} onFailed={() => notifyError(FEED.copyFailed)} />
          </div>
        </div>
      ) : active ? (
        <div>
          <p className="text-sm font-medium text-stone-900">{FEED.active(active.created_at)}</p>
          <p className="mt-0.5 text-sm text-stone-700">{FEED.activeNote}</p>
        </div>
      ) : (
        <p className="text-sm text-stone-700">{FEED.none}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {active ? (
          <>
            <Button variant="secondary" onClick={() => setConfirm('new')} busy={busy === 'make'} disabled={busy !== null}>
              {busy === 'make' ? FEED.making : FEED.makeNew}
            </Button>
            <Button variant="danger" onClick={() => setConfirm('revoke')} busy={busy === 'revoke'} disabled={busy !== null}>
              {busy === 'revoke' ? FEED.revoking : FEED.revoke}
            </Button>
          </>
        ) : (
          <Button onClick={() => void make()} busy={busy === 'make'}>
            {busy === 'make' ? FEED.making : FEED.make}
          </Button>
        )}
      </div>
      <Modal
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm === 'revoke' ? FEED.confirmRevokeTitle : FEED.confirmNewTitle}
        description={confirm === 'revoke' ? FEED.confirmRevokeText : FEED.confirmNewText}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirm(null)}>
            {FEED.cancel}
          </Button>
          {confirm === 'revoke' ? (
            <Button variant="danger" onClick={() => void revoke()}>
              {FEED.revoke}
            </Button>
          ) : (
            <Button onClick={() => void make()}>{FEED.makeNew}</Button>
          )}
        </div>
      </Modal>
    </div>
  );
}
