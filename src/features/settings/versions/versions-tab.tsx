import { useKeptVersions } from '#sync/versions.ts';
import { ReadFailed } from '../../../ui/read-failed.tsx';
import { VERSIONS as V } from '../messages.ts';
import { VersionCard } from './version-card.tsx';

export function VersionsTab() {
  const { versions, loading, error, retry } = useKeptVersions();
  return (
    <section aria-labelledby="versions-title">
      <h2 id="versions-title" className="text-xl font-semibold text-stone-900">
        {V.title}
      </h2>
      <p className="mt-1 max-w-3xl text-stone-700">{V.lead}</p>
      {loading ? (
        <p className="mt-6 text-stone-600">{V.loading}</p>
      ) : error ? (
        <div className="mt-6">
          <ReadFailed error={error} onRetry={retry} />
        </div>
      ) : versions.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-700">{V.empty}</p>
      ) : (
        <ul className="mt-6 space-y-4" aria-label={V.title}>
          {versions.map((version) => (
            <VersionCard key={version.issue.id} version={version} />
          ))}
        </ul>
      )}
    </section>
  );
}
