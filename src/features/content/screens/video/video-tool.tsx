// Video scripts: topic, type, duration, audience, tone and key points -> a script
// written to the chosen length (timing adds up to it) after a simulated 3-second wait.
import { VIDEO_MESSAGES } from '#domain/tools/video.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ResultSkeleton } from '../../components/result-skeleton.tsx';
import { ToolLayout } from '../../components/tool-layout.tsx';
import type { VideoScript } from '../../generators/video/video-types.ts';
import type { VideoGenerate } from '../../generators/video/video-generators.ts';
import { countWords } from '../../generators/shared/count-words.ts';
import { useGenerate } from '../../hooks/use-generate.ts';
import { useStudioContext } from '../../hooks/use-studio-context.ts';
import { useToolDraft } from '../../hooks/use-tool-draft.ts';
import { creditCost } from '#domain/tools.ts';
import { failAs } from '../seo/fail-as.ts';
import { isVideoScript, VIDEO_DEFAULTS, videoInput } from './video-draft.ts';
import { VideoFormCard } from './video-form-card.tsx';
import { VideoResults } from './video-results.tsx';
import { VIDEO_SCREEN_TEXT } from './video-screen-text.ts';
import { videoScriptText } from './video-script-text.ts';

export function VideoTool() {
  const { ctx, voiceLoading, voiceFailed } = useStudioContext();
  const draft = useToolDraft('video', VIDEO_DEFAULTS, !voiceLoading);
  const { busy, run, edit } = useGenerate<VideoGenerate>();
  const { form, output, setForm, setOutput } = draft;
  const script = isVideoScript(output.script) ? output.script : null;

  const generate = () =>
    run({
      key: 'script',
      delay: 'video',
      inputs: [form, ctx],
      produce: failAs<VideoScript, VideoGenerate>((generate, variant) => generate('video', videoInput(form), ctx, { variant }), VIDEO_MESSAGES.generationFailed),
      apply: (next) => setOutput({ script: next, edited: '' }),
      success: { title: VIDEO_MESSAGES.scriptGenerated },
      record: (next) => ({ title: next.title, content: videoScriptText(next), wordCount: next.word_count, credits: creditCost('video') }),
    });

  const result =
    busy === 'script' ? (
      <ResultSkeleton label={VIDEO_SCREEN_TEXT.generating} lines={7} />
    ) : script ? (
      <VideoResults
        script={script}
        edited={output.edited}
        onEdit={(edited) => {
          setOutput({ edited });
          edit('script', { title: script.title, content: edited, wordCount: countWords(edited) });
        }}
      />
    ) : (
      <EmptyState title={VIDEO_SCREEN_TEXT.emptyTitle} text={VIDEO_SCREEN_TEXT.emptyText} />
    );

  return (
    <ToolLayout
      contentType="video"
      ready={draft.ready} readFailed={draft.readFailed ?? voiceFailed}
      voice={ctx.toneTemplate?.name ?? null}
      onNew={draft.reset}
      form={<VideoFormCard form={form} setForm={setForm} busy={busy === 'script'} onGenerate={generate} />}
      result={result}
    />
  );
}
