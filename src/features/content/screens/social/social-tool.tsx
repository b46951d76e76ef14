// Social media: one post per chosen platform plus a hashtag list, each post with
// a live character counter against its platform's limit.
import { defaultChannel } from '#domain/content-plan.ts';
import { SOCIAL_MESSAGES } from '#domain/tools/social.ts';
import { useMemo } from 'react';
import type { Platform } from '#domain/studio-options.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ResultSkeleton } from '../../components/result-skeleton.tsx';
import { ToolLayout } from '../../components/tool-layout.tsx';
import type { SocialGenerate } from '../../generators/social/social-generators.ts';
import { useGenerate } from '../../hooks/use-generate.ts';
import { useStudioContext } from '../../hooks/use-studio-context.ts';
import { useToolDraft } from '../../hooks/use-tool-draft.ts';
import { creditCost } from '#domain/tools.ts';
import { SocialForm } from './social-form.tsx';
import { platformLabel, socialDefaults } from './social-draft.ts';
import { SocialPosts } from './social-posts.tsx';
import { useStartingBrief, useStartingSource } from '../../hooks/use-starting.ts';
import { fromBrief, fromSource } from './social-start.ts';

export function SocialTool() {
  const { ctx, prefs, voiceLoading, voiceFailed } = useStudioContext();
  const defaults = useMemo(() => socialDefaults(prefs.social), [prefs.social]);
  const draft = useToolDraft('social', defaults, !voiceLoading);
  const { busy, run } = useGenerate<SocialGenerate>();
  const { form, output, setForm, setOutput } = draft;
  useStartingBrief((brief) => setForm(fromBrief(brief)), draft.ready);
  useStartingSource((item) => setForm(fromSource(item)), draft.ready);

  const generate = () =>
    run({
      key: 'posts',
      delay: 'social',
      inputs: [form, ctx],
      produce: (generate, variant) => generate('social', { ...form, platforms: form.platforms as Platform[] }, ctx, { variant }),
      apply: (result) => setOutput({ posts: result.posts.map(({ platform, text, leftOut }) => ({ platform, text, leftOut })), hashtags: result.hashtags }),
      success: SOCIAL_MESSAGES.generated,
      record: (result) => ({
        title: `Social post (${result.posts.map((p) => platformLabel(p.platform)).join(', ')}): ${form.topic.trim() || form.keywords.join(', ') || form.sourceText.trim().split('\n')[0]}`,
        content: result.posts.map((p) => `${platformLabel(p.platform)}\n\n${p.text}`).join('\n\n---\n\n'),
        wordCount: result.posts.reduce((sum, p) => sum + p.wordCount, 0),
        credits: creditCost('social', { platformCount: result.posts.length }),
        channel: defaultChannel('social', { platforms: result.posts.map((p) => p.platform) }),
      }),
    });

  const result =
    busy === 'posts' ? (
      <ResultSkeleton label="Writing your posts..." />
    ) : output.posts.length > 0 ? (
      <SocialPosts
        posts={output.posts}
        hashtags={output.hashtags}
        onEdit={(platform, text) => setOutput((o) => ({ posts: o.posts.map((p) => (p.platform === platform ? { ...p, text } : p)) }))}
      />
    ) : (
      <EmptyState title="Your posts will appear here" text="Choose platforms, say what the post is about, describe your audience and generate." />
    );

  return (
    <ToolLayout
      contentType="social"
      ready={draft.ready} readFailed={draft.readFailed ?? voiceFailed}
      voice={ctx.toneTemplate?.name ?? null}
      onNew={draft.reset}
      form={<SocialForm form={form} setForm={setForm} busy={busy} onGenerate={generate} />}
      result={result}
    />
  );
}
