// "Start from a brief", above each text tool's form: a select of the studio's briefs
// (only a "Make a brief" link when there are none), and once one is chosen a chip
// "Writing from: <title>" that clears it. It shows what it is given; the tool layout
// reads the briefs and the tool's starting point.
import type { ReactNode } from 'react';
import { BRIEF_KINDS, type Brief } from '#domain/brief.ts';
import { ReadFailed, type ReadFailure } from '../../../ui/read-failed.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { START_TEXT } from '../messages.ts';
import { StartChip } from './start-chip.tsx';

type BriefPickerProps = {
  briefs: readonly Brief[];
  loading: boolean;
  failure: ReadFailure | null;
  /** The brief the URL names, and that brief once read (null while reading, or when it is gone). */
  activeId: string | undefined;
  active: Brief | null;
  onPick: (id: string | undefined) => void;
  /** The link to the briefs screen, to make one. */
  makeBrief: ReactNode;
};

const kindLabel = (brief: Brief) => BRIEF_KINDS.find((kind) => kind.value === brief.kind)?.label ?? brief.kind;

export function BriefPicker({ briefs, loading, failure, activeId, active, onPick, makeBrief }: BriefPickerProps) {
  if (activeId) {
    if (active) return <StartChip testId="brief-chip" lead={START_TEXT.writingFrom} title={active.title} clearLabel={START_TEXT.clearBrief(active.title)} onClear={() => onPick(undefined)} />;
    if (loading) return null;
    return <StartChip testId="brief-chip" lead={START_TEXT.briefGone} title="" clearLabel={START_TEXT.clearMissing} onClear={() => onPick(undefined)} />;
  }
  if (loading) return null;
  if (failure) return <ReadFailed compact error={failure.error} onRetry={failure.retry} />;
  if (briefs.length === 0) return <p className="text-sm">{makeBrief}</p>;
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:gap-3" data-testid="brief-picker">
      <SelectField
        className="min-w-0 flex-1"
        label={START_TEXT.pickLabel}
        value=""
        placeholder={START_TEXT.pickPlaceholder}
        options={briefs.map((brief) => ({ value: brief.id, label: `${kindLabel(brief)} · ${brief.title}` }))}
        onChange={(id) => onPick(id || undefined)}
      />
      <span className="text-sm sm:pb-2">{makeBrief}</span>
    </div>
  );
}
