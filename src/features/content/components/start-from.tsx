// Where the open text tool's work starts, above its form (the brief picker, the piece
// sent in), and "Use in..." for the piece it last saved: read from the tool panel's
// starting point and the studio's briefs.
import { Link } from '@tanstack/react-router';
import { useContext } from 'react';
import { useBriefs } from '#sync/briefs.ts';
import { UseInMenu } from '../../../ui/use-in-menu.tsx';
import { START_TEXT } from '../messages.ts';
import { OpenToolContext } from '../hooks/tool-context.ts';
import { BriefPicker } from './brief-picker.tsx';
import { StartChip } from './start-chip.tsx';

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export function StartFrom() {
  const start = useContext(OpenToolContext)?.start;
  const { briefs, loading, error, retry } = useBriefs();
  if (!start) return null;
  const makeBrief = (
    <Link to="/briefs" search={{ brief: 'new' }} className="inline-flex min-h-11 items-center font-medium text-teal-800 underline underline-offset-2">
      {START_TEXT.makeBrief}
    </Link>
  );
  return (
    <div className="space-y-2">
      <BriefPicker
        briefs={briefs}
        loading={loading}
        failure={error ? { error: toError(error), retry } : null}
        activeId={start.briefId}
        active={start.brief}
        onPick={start.pickBrief}
        makeBrief={makeBrief}
      />
      {start.sourceId && (
        <StartChip
          testId="source-chip"
          lead={start.source ? START_TEXT.sentFrom : START_TEXT.sourceGone}
          title={start.source?.title ?? ''}
          clearLabel={start.source ? START_TEXT.clearSource(start.source.title) : START_TEXT.clearMissingSource}
          onClear={start.clearSource}
        />
      )}
    </div>
  );
}

/** "Use in..." for the piece the open tool last saved, once there is one. */
export function UseSavedIn() {
  const open = useContext(OpenToolContext);
  const saved = open?.start?.saved;
  if (!open || !saved) return null;
  return (
    <div className="flex justify-end">
      <UseInMenu piece={saved} current={open.tool.tab} />
    </div>
  );
}
