// /briefs: the studio's briefs beside the one open (?brief=<id>, or "new"), its form and
// the pieces written from it. On a phone the list and the open brief take turns. The
// route owns the URL; this page reads the briefs and writes them through the data layer.
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { Brief } from '#domain/brief.ts';
import { briefIdOf } from '#domain/start-from.ts';
import { createBrief, deleteBrief, updateBrief, useBriefs } from '#sync/briefs.ts';
import { useHistory } from '#sync/history.ts';
import { buttonClass } from '../../ui/button-class.ts';
import { LoadingStatus } from '../../ui/loading-status.tsx';
import { notifyError, notifySuccess } from '../../ui/notify.tsx';
import { ReadFailed } from '../../ui/read-failed.tsx';
import { BriefForm } from './brief-form.tsx';
import { type BriefForm as Form, briefFieldsOf, briefFormOf, emptyBriefForm } from './brief-form-rules.ts';
import { BriefList } from './brief-list.tsx';
import { BriefPieces } from './brief-pieces.tsx';
import { searchBriefs } from './brief-search.ts';
import { BRIEF_FORM_TEXT, BRIEF_TOASTS, BRIEFS_TEXT as T } from './messages.ts';

type BriefsPageProps = { selected: string | undefined; onSelect: (id: string | undefined) => void };

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The pieces whose history metadata names the brief. */
function PiecesOf({ brief }: { brief: Brief }) {
  const history = useHistory();
  const pieces = useMemo(() => history.items.filter((item) => briefIdOf(item.metadata) === brief.id), [history.items, brief.id]);
  return <BriefPieces brief={brief} pieces={pieces} loading={history.loading} failure={history.error ? { error: history.error, retry: history.retry } : null} />;
}

function OpenBrief({ selected, briefs, onSelect }: { selected: string; briefs: readonly Brief[]; onSelect: BriefsPageProps['onSelect'] }) {
  const [busy, setBusy] = useState(false);
  const brief = selected === 'new' ? null : (briefs.find((candidate) => candidate.id === selected) ?? null);
  if (selected !== 'new' && !brief) return <p className="rounded-xl border border-dashed border-stone-300 p-6 text-stone-700">{T.notFound}</p>;

  async function save(form: Form) {
    setBusy(true);
    try {
      if (brief) {
        await updateBrief(brief.id, briefFieldsOf(form));
        notifySuccess(BRIEF_TOASTS.saved);
      } else {
        const made = await createBrief(briefFieldsOf(form));
        notifySuccess(BRIEF_TOASTS.created);
        onSelect(made.id);
      }
    } catch (error) {
      notifyError(BRIEF_TOASTS.failed, message(error));
    } finally {
      setBusy(false);
    }
  }

  async function remove(id: string) {
    try {
      await deleteBrief(id);
      notifySuccess(BRIEF_TOASTS.deleted);
      onSelect(undefined);
    } catch (error) {
      notifyError(BRIEF_TOASTS.deleteFailed, message(error));
    }
  }

  return (
    <div className="space-y-8">
      <h2 className="text-xl font-semibold break-words text-stone-900">{brief ? brief.title : BRIEF_FORM_TEXT.newHeading}</h2>
      {brief && <PiecesOf brief={brief} />}
      <BriefForm
        key={brief?.id ?? 'new'}
        initial={brief ? briefFormOf(brief) : emptyBriefForm()}
        editing={brief !== null}
        busy={busy}
        onSave={(form) => void save(form)}
        onDelete={brief ? () => void remove(brief.id) : undefined}
      />
    </div>
  );
}

export function BriefsPage({ selected, onSelect }: BriefsPageProps) {
  const { briefs, loading, error, retry } = useBriefs();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => searchBriefs(briefs, query), [briefs, query]);
  const open = selected !== undefined;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-stone-900">{T.title}</h1>
          <p className="mt-2 max-w-2xl text-stone-700">{T.lead}</p>
        </div>
        <Link to="/briefs" search={{ brief: 'new' }} className={buttonClass('primary')}>
          {T.newBrief}
        </Link>
      </div>
      {loading ? (
        <LoadingStatus text={T.loading} />
      ) : error ? (
        <div className="mt-6">
          <ReadFailed error={toError(error)} onRetry={retry} />
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
          <div className={open ? 'hidden lg:block' : ''}>
            <BriefList briefs={briefs} shown={shown} query={query} onQuery={setQuery} selectedId={selected} />
          </div>
          <div className={`min-w-0 ${open ? '' : 'hidden lg:block'}`}>
            {open ? (
              <>
                <Link to="/briefs" className="mb-4 inline-block text-sm font-semibold text-teal-800 underline underline-offset-2 lg:hidden">
                  ← {T.backToList}
                </Link>
                <OpenBrief selected={selected} briefs={briefs} onSelect={onSelect} />
              </>
            ) : (
              briefs.length > 0 && <p className="rounded-xl border border-dashed border-stone-300 p-6 text-stone-600">{T.pickOne}</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
