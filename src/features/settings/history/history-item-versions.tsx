// A history item's earlier texts (kept when it was regenerated), each with Restore: the
// restored text replaces the item's, which is kept in turn.
import { versionsOf } from '#domain/history-versions.ts';
import { type ContentHistoryDoc, replaceHistoryText } from '#sync/history.ts';
import { Button } from '../../../ui/button.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { HISTORY as H } from '../messages.ts';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

export function HistoryItemVersions({ item, disabled = false }: { item: ContentHistoryDoc; disabled?: boolean }) {
  const versions = versionsOf(item.metadata);
  if (versions.length === 0) return null;
  return (
    <section aria-label={H.versions} className="mt-4">
      <h3 className="text-sm font-semibold text-stone-900">{H.versions}</h3>
      <ul className="mt-2 space-y-2">
        {versions.map((version) => (
          <li key={version.at} className="flex items-start justify-between gap-3 rounded-lg border border-stone-200 p-3 text-sm">
            <div className="min-w-0">
              <p className="text-xs text-stone-600">{H.versionAt(formatDateTime(version.at))}</p>
              <p className="mt-1 line-clamp-2 text-stone-800">{version.text}</p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              disabled={disabled}
              aria-label={`${H.restore}: ${H.versionAt(formatDateTime(version.at))}`}
              onClick={() => {
                replaceHistoryText(item.id, { title: version.title, content: version.text, word_count: words(version.text) }, { keepVersion: true }).then(
                  () => notifySuccess(H.versionRestored, H.versionRestoredDescription),
                  (error: unknown) => notifyError(H.actionFailed, error instanceof Error ? error.message : String(error)),
                );
              }}
            >
              {H.restore}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
