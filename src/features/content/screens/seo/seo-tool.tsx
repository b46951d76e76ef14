// The SEO optimizer: setup, a pre-built prompt, the content, Analyze. The analysis
// runs on the device (works offline) after a simulated 3-second wait; the prompt is
// built from the chosen master prompt with its placeholders filled, and kept with
// the result.
import { SEO_MESSAGES } from '#domain/tools/seo.ts';
import { useMasterPrompts } from '#sync/prompts.ts';
import { Card } from '../../components/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ResultSkeleton } from '../../components/result-skeleton.tsx';
import { ToolLayout } from '../../components/tool-layout.tsx';
import { buildSeoPrompt } from '../../generators/seo/build-seo-prompt.ts';
import type { SeoAnalysisResult } from '../../generators/seo/seo-types.ts';
import { validateSeoInput } from '../../generators/seo/validate-seo-input.ts';
import { countWords } from '../../generators/shared/count-words.ts';
import type { SeoGenerate } from '../../generators/seo/seo-generators.ts';
import { useGenerate } from '../../hooks/use-generate.ts';
import { useStudioContext } from '../../hooks/use-studio-context.ts';
import { useToolDraft } from '../../hooks/use-tool-draft.ts';
import { firstFailure } from '../../../../ui/read-failed.tsx';
import { creditCost } from '#domain/tools.ts';
import { failAs } from './fail-as.ts';
import { MasterPromptList } from './master-prompt-list.tsx';
import { SeoContentCard } from './seo-content-card.tsx';
import { isSeoResult, SEO_DEFAULTS, seoInput } from './seo-draft.ts';
import { SeoResults } from './seo-results.tsx';
import { SeoSetupCard } from './seo-setup-card.tsx';
import { seoSummary } from './seo-summary.ts';

type Analysis = { result: SeoAnalysisResult; prompt: string };

export function SeoTool() {
  const { ctx, voiceLoading, voiceFailed } = useStudioContext();
  const draft = useToolDraft('seo', SEO_DEFAULTS, !voiceLoading);
  const promptList = useMasterPrompts('seo');
  const { prompts, loading } = promptList;
  const { busy, run } = useGenerate<SeoGenerate>();
  const { form, output, setForm, setOutput } = draft;
  const input = seoInput(form);
  const result = isSeoResult(output.result) ? output.result : null;

  const analyze = () =>
    run({
      key: 'analyze',
      delay: 'seo',
      inputs: { input, promptId: form.promptId, ctx },
      produce: failAs<Analysis, SeoGenerate>((generate, variant) => {
        validateSeoInput(input);
        const prompt = buildSeoPrompt(prompts.find((candidate) => candidate.id === form.promptId), input);
        return { result: generate('seo', input, ctx, { variant }), prompt };
      }, SEO_MESSAGES.analysisFailed),
      apply: (analysis) => setOutput(analysis),
      success: { title: SEO_MESSAGES.analysisComplete },
      record: (analysis) => {
        const summary = seoSummary(analysis.result);
        return { title: `SEO analysis: ${input.keywords.join(', ')}`, content: summary, wordCount: countWords(summary), credits: creditCost('seo') };
      },
    });

  const formColumn = (
    <>
      <SeoSetupCard form={form} setForm={setForm} />
      <Card title="Pre-built Prompts" labelledId="seo-prompts-title">
        <MasterPromptList
          legend="Analysis prompt"
          prompts={prompts}
          selectedId={form.promptId}
          onSelect={(promptId) => setForm({ promptId })}
          noneLabel="Built-in SEO prompt"
          noneText="Covers titles, meta description, keywords, structure and tips."
          loading={loading}
        />
      </Card>
      <SeoContentCard
        content={form.content}
        required={input.analysisType === 'existing'}
        onChange={(content) => setForm({ content })}
        busy={busy === 'analyze'}
        onAnalyze={analyze}
      />
    </>
  );

  const resultColumn =
    busy === 'analyze' ? (
      <ResultSkeleton label="Analyzing your content..." lines={7} />
    ) : result ? (
      <SeoResults result={result} prompt={output.prompt} />
    ) : (
      <EmptyState title="Your SEO analysis will appear here" text="Add target keywords, paste your content and press Analyze." />
    );

  return <ToolLayout contentType="seo" ready={draft.ready} readFailed={draft.readFailed ?? voiceFailed ?? firstFailure(promptList)} voice={ctx.toneTemplate?.name ?? null} onNew={draft.reset} form={formColumn} result={resultColumn} />;
}
