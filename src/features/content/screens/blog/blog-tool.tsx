// Blog articles: focus keywords -> ten title suggestions -> select one (reveals
// word count, tone and audience) -> the article -> edit, copy, download (.md).
import { BLOG_MESSAGES } from '#domain/tools/blog.ts';
import { useMemo } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { ResultSkeleton } from '../../components/result-skeleton.tsx';
import { ToolLayout } from '../../components/tool-layout.tsx';
import { countWords } from '../../generators/shared/count-words.ts';
import type { BlogGenerate } from '../../generators/blog/blog-generators.ts';
import { useGenerate } from '../../hooks/use-generate.ts';
import { useStudioContext } from '../../hooks/use-studio-context.ts';
import { useToolDraft } from '../../hooks/use-tool-draft.ts';
import { creditCost } from '#domain/tools.ts';
import { ArticleCard } from './article-card.tsx';
import { ArticleSettingsCard } from './article-settings-card.tsx';
import { blogDefaults } from './blog-draft.ts';
import { KeywordsCard } from './keywords-card.tsx';
import { TitlesCard } from './titles-card.tsx';
import { useStartingBrief, useStartingEdit, useStartingSource } from '../../hooks/use-starting.ts';
import { recordedForm } from '#domain/tool-inputs.ts';
import { fromBrief, fromRecorded, fromSource } from './blog-start.ts';

export function BlogTool() {
  const { ctx, prefs, voiceLoading, voiceFailed } = useStudioContext();
  const defaults = useMemo(() => blogDefaults(prefs.blog), [prefs.blog]);
  const draft = useToolDraft('blog', defaults, !voiceLoading);
  const { busy, run, edit } = useGenerate<BlogGenerate>();
  const { form, output, setForm, setOutput } = draft;
  useStartingBrief((brief) => setForm(fromBrief(brief)), draft.ready);
  useStartingSource((item) => setForm(fromSource(item)), draft.ready);
  useStartingEdit((item) => {
    setForm(fromRecorded(recordedForm(item.metadata), item.title));
    setOutput({ article: item.content });
  }, draft.ready);

  const generateTitles = () =>
    run({
      key: 'titles',
      delay: 'blogTitles',
      inputs: { keywords: form.keywords, targetAudience: form.targetAudience, ctx },
      produce: (generate, variant) => generate('blog-titles', { keywords: form.keywords, targetAudience: form.targetAudience }, ctx, { variant }),
      apply: (titles) => {
        setOutput({ titles });
        setForm({ selectedTitle: '' });
      },
      success: BLOG_MESSAGES.titlesGenerated,
      record: (titles) => ({
        title: `Blog title ideas: ${form.keywords.join(', ')}`,
        content: titles.join('\n'),
        wordCount: countWords(titles.join(' ')),
        credits: creditCost('blog', { blogPiece: 'titles' }),
      }),
    });

  const generateArticle = () =>
    run({
      key: 'article',
      delay: 'blogArticle',
      inputs: { ...form, title: form.selectedTitle, ctx },
      produce: (generate, variant) => generate('blog-article', { ...form, title: form.selectedTitle }, ctx, { variant }),
      apply: (article) => setOutput({ article }),
      success: BLOG_MESSAGES.contentGenerated,
      record: (article) => ({
        title: form.selectedTitle,
        content: article,
        wordCount: countWords(article),
        credits: creditCost('blog', { wordCount: form.wordCount }),
      }),
    });

  const formColumn = (
    <>
      <KeywordsCard keywords={form.keywords} onChange={(keywords) => setForm({ keywords })} busy={busy} onGenerate={generateTitles} />
      {busy === 'titles' ? (
        <ResultSkeleton label="Generating titles..." />
      ) : (
        output.titles.length > 0 && <TitlesCard titles={output.titles} selected={form.selectedTitle} onSelect={(selectedTitle) => setForm({ selectedTitle })} />
      )}
      {form.selectedTitle && <ArticleSettingsCard form={form} setForm={setForm} busy={busy} onGenerate={generateArticle} />}
    </>
  );

  const result =
    busy === 'article' ? (
      <ResultSkeleton label="Writing your article..." lines={7} />
    ) : output.article ? (
      <ArticleCard
        article={output.article}
        title={form.selectedTitle}
        onEdit={(article) => {
          setOutput({ article });
          edit('article', { title: form.selectedTitle, content: article, wordCount: countWords(article) });
        }}
      />
    ) : (
      <EmptyState title="Your article will appear here" text="Add focus keywords, generate title ideas, pick one and generate the article." />
    );

  return <ToolLayout contentType="blog" ready={draft.ready} readFailed={draft.readFailed ?? voiceFailed} voice={ctx.toneTemplate?.name ?? null} onNew={draft.reset} form={formColumn} result={result} />;
}
