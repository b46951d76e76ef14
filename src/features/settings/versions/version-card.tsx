// One kept version: what it is, why it was kept, and this device's values beside the
// values in use now (side by side from a tablet's width, one above the other on a
// phone), with Restore and Discard.
import { useState } from 'react';
import { dismissSyncIssue, type KeptVersion, restoreSyncIssue } from '#sync/versions.ts';
import { Button } from '../../../ui/button.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { looksLikeMarkdown } from '../../../ui/markdown-blocks.ts';
import { MarkdownView } from '../../../ui/markdown-view.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { VERSIONS as V } from '../messages.ts';
import { changedFields, keptDeletion, versionTitle } from './version-view.ts';

// A long article scrolls inside its box (focusable, so a keyboard scrolls it too); a long
// word or web address wraps anywhere rather than widen a phone's screen.
const VALUE = 'mt-1 max-h-64 overflow-y-auto [overflow-wrap:anywhere] rounded-lg p-2 text-sm sm:max-h-96';

/** An article reads with its headings; any other text as it was typed, line breaks kept. */
function Value({ text }: { text: string }) {
  return looksLikeMarkdown(text) ? <MarkdownView markdown={text} compact /> : <span className="whitespace-pre-wrap">{text}</span>;
}

export function VersionCard({ version }: { version: KeptVersion }) {
  const [busy, setBusy] = useState<'restore' | 'discard' | null>(null);
  const { issue } = version;
  const rows = changedFields(version);

  async function act(action: 'restore' | 'discard') {
    setBusy(action);
    try {
      if (action === 'restore') {
        await restoreSyncIssue(issue.id);
        notifySuccess(V.restored, V.restoredDescription);
      } else {
        await dismissSyncIssue(issue.id);
        notifySuccess(V.discarded);
      }
    } catch (error) {
      notifyError(V.failed, error instanceof Error ? error.message : undefined);
      setBusy(null);
    }
  }

  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 className="break-words font-semibold text-stone-900">{versionTitle(version)}</h3>
      <p className="mt-1 text-sm text-stone-600">{V.keptAt(formatDateTime(issue.created_at))}</p>
      <p className="mt-2 text-sm text-amber-900">{issue.kind === 'conflict' ? V.conflict : V.rejected(issue.reason)}</p>
      {keptDeletion(version) && <p className="mt-2 text-sm text-stone-700">{V.deletion}</p>}
      <dl className="mt-3 space-y-3">
        {rows.map((row) => (
          <div key={row.path}>
            <dt className="text-sm font-semibold text-stone-800">{row.label}</dt>
            <dd className="mt-1 grid gap-2 sm:grid-cols-2">
              <div className="min-w-0">
                <span className="text-xs font-semibold uppercase tracking-wide text-teal-800">{V.mine}</span>
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box takes the focus so a keyboard can scroll it. */}
                <div tabIndex={0} className={`${VALUE} bg-teal-50 text-stone-900`}>
                  <Value text={row.mine} />
                </div>
              </div>
              <div className="min-w-0">
                <span className="text-xs font-semibold uppercase tracking-wide text-stone-600">{V.now}</span>
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box takes the focus so a keyboard can scroll it. */}
                <div tabIndex={0} className={`${VALUE} bg-stone-50 text-stone-800`}>
                  <Value text={row.now} />
                </div>
              </div>
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => void act('restore')} busy={busy === 'restore'} disabled={busy !== null}>
          {V.restore}
        </Button>
        <Button variant="secondary" onClick={() => void act('discard')} busy={busy === 'discard'} disabled={busy !== null}>
          {V.discard}
        </Button>
      </div>
    </li>
  );
}
