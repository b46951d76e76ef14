// A brief's pieces: what the studio wrote from it (each opening its history item), and
// "Write with this brief", one button per text tool.
import { Link } from '@tanstack/react-router';
import type { Brief } from '#domain/brief.ts';
import { TEXT_TOOLS } from '#domain/start-from.ts';
import { buttonClass } from '../../ui/button-class.ts';
import { contentTypeLabel, formatDate } from '../../ui/format.ts';
import { LoadingStatus } from '../../ui/loading-status.tsx';
import { ReadFailed, type ReadFailure } from '../../ui/read-failed.tsx';
import { BRIEF_PIECES_TEXT as T } from './messages.ts';

export type BriefPiece = { id: string; title: string; content_type: string; created_at: string };

type BriefPiecesProps = { brief: Brief; pieces: readonly BriefPiece[]; loading: boolean; failure: ReadFailure | null };

export function WriteWithBrief({ brief }: { brief: Brief }) {
  return (
    <section aria-labelledby="write-with-brief">
      <h3 id="write-with-brief" className="text-base font-semibold text-stone-900">
        {T.writeHeading}
      </h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {TEXT_TOOLS.map((tool) => (
          <li key={tool.tab}>
            <Link to="/content" search={{ tab: tool.tab, brief: brief.id }} aria-label={T.writeLabel(tool.label, brief.title)} className={buttonClass('secondary', 'sm')}>
              {T.write(tool.label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BriefPieces({ brief, pieces, loading, failure }: BriefPiecesProps) {
  return (
    <div className="space-y-6">
      <WriteWithBrief brief={brief} />
      <section aria-labelledby="brief-pieces">
        <h3 id="brief-pieces" className="text-base font-semibold text-stone-900">
          {T.heading}
        </h3>
        {failure ? (
          <ReadFailed compact error={failure.error} onRetry={failure.retry} />
        ) : loading ? (
          <LoadingStatus text={T.loading} />
        ) : pieces.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">{T.none}</p>
        ) : (
          <ul className="mt-2 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {pieces.map((piece) => (
              <li key={piece.id}>
                <Link to="/settings" search={{ tab: 'history', item: piece.id }} className="block px-4 py-3 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-teal-700">
                  <span className="block font-medium break-words text-teal-900 underline-offset-2 hover:underline">{piece.title || contentTypeLabel(piece.content_type)}</span>
                  <span className="text-sm text-stone-600">
                    {contentTypeLabel(piece.content_type)} · {formatDate(piece.created_at)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
