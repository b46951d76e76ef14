import { Link } from '@tanstack/react-router';
import { type ReactNode, useContext } from 'react';
import type { ContentType } from '#domain/tools.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadingScreen } from '../../../ui/loading-screen.tsx';
import { ReadFailed, type ReadFailure } from '../../../ui/read-failed.tsx';
import { OpenToolContext } from '../hooks/tool-context.ts';
import { CONTENT_TEXT } from '../messages.ts';
import { RecentList } from './recent-list.tsx';
import { StartFrom, UseSavedIn } from './start-from.tsx';

type ToolLayoutProps = {
  contentType: ContentType;
  /** The draft and the studio's voice are read (useToolDraft, useStudioContext): until then the layout says it is loading. */
  ready: boolean;
  /** What the tool needs could not be read on the device (its draft, its voice): said instead of the tool. */
  readFailed: ReadFailure | null;
  /** The voice the tool writes in, from its studio context: the default tone template's name, or null for the brand profile. */
  voice: string | null;
  onNew: () => void;
  form: ReactNode;
  result: ReactNode;
};

/**
 * Which voice shapes the text: the default tone template, else the brand profile (Settings
 * changes either). It is the tool's own context, the one its generator is given, so the
 * line and the text never disagree, and it is known before the tool is drawn. A text tool
 * also says what writes: the device, from the studio's brand and facts.
 */
function VoiceLine({ template, writes }: { template: string | null; writes: boolean }) {
  return (
    <p className="min-w-0 text-sm text-stone-700" data-testid="tool-voice">
      {CONTENT_TEXT.voice}{' '}
      <Link to="/settings" search={{ tab: template ? 'templates' : 'profile' }} className="font-medium text-teal-800 underline underline-offset-2">
        {template ? CONTENT_TEXT.voiceTemplate(template) : CONTENT_TEXT.voiceBrand}
      </Link>
      {writes ? `. ${CONTENT_TEXT.writtenHere}` : null}
    </p>
  );
}

/**
 * A text tool: its form beside its result (stacked on phones), the voice it writes in, the
 * New action and the recent list; above the form where its work starts (a brief, a piece
 * sent in), above the result "Use in..." for the piece it saved. The image tool starts
 * from neither.
 */
export function ToolLayout({ contentType, ready, readFailed, voice, onNew, form, result }: ToolLayoutProps) {
  const start = useContext(OpenToolContext)?.start;
  if (readFailed) return <ReadFailed error={readFailed.error} onRetry={readFailed.retry} />;
  if (!ready) return <LoadingScreen message={CONTENT_TEXT.loadingDraft} />;
  const writes = contentType !== 'image';
  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between gap-3">
        <VoiceLine template={voice} writes={contentType !== 'image'} />
        <Button variant="secondary" size="sm" title={CONTENT_TEXT.newDraftHint} onClick={() => {
            start?.setSaved(null);
            onNew();
          }}
        >
          {CONTENT_TEXT.newDraft}
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="min-w-0 space-y-6">
          {writes && <StartFrom />}
          {form}
        </div>
        <div className="min-w-0 space-y-6">
          {writes && <UseSavedIn />}
          {result}
        </div>
      </div>
      <RecentList contentType={contentType} />
    </div>
  );
}
