// Newsletters: topic, template, audience, tone, source text and a call to action with
// its link -> subject, preview text, content and HTML.
import { NEWSLETTER_MESSAGES } from '#domain/tools/newsletter.ts';
import { useMemo } from 'react';
import { NEWSLETTER_TEMPLATES, NEWSLETTER_TONES } from '#domain/studio-options.ts';
import { Button } from '../../../../ui/button.tsx';
import { Card } from '../../components/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { InputField } from '../../components/input-field.tsx';
import { ResultSkeleton } from '../../components/result-skeleton.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextareaField } from '../../../../ui/textarea-field.tsx';
import { ToolLayout } from '../../components/tool-layout.tsx';
import { countWords } from '../../generators/shared/count-words.ts';
import type { NewsletterGenerate } from '../../generators/newsletter/newsletter-generators.ts';
import { useGenerate } from '../../hooks/use-generate.ts';
import { useStudioContext } from '../../hooks/use-studio-context.ts';
import { useToolDraft } from '../../hooks/use-tool-draft.ts';
import { creditCost } from '#domain/tools.ts';
import { webAddressProblem } from '#domain/web-address.ts';
import { newsletterDefaults } from './newsletter-draft.ts';
import { NewsletterResult } from './newsletter-result.tsx';
import { useStartingBrief, useStartingSource } from '../../hooks/use-starting.ts';
import { fromBrief, fromSource } from './newsletter-start.ts';

export function NewsletterTool() {
  const { ctx, prefs, voiceLoading, voiceFailed } = useStudioContext();
  const defaults = useMemo(() => newsletterDefaults(prefs.newsletter), [prefs.newsletter]);
  const draft = useToolDraft('newsletter', defaults, !voiceLoading);
  const { busy, run, edit } = useGenerate<NewsletterGenerate>();
  const { form, output, setForm, setOutput } = draft;
  useStartingBrief((brief) => setForm(fromBrief(brief)), draft.ready);
  useStartingSource((item) => setForm(fromSource(item)), draft.ready);

  const generate = () =>
    run({
      key: 'newsletter',
      delay: 'newsletter',
      inputs: [form, ctx],
      produce: (generate, variant) => generate('newsletter', form, ctx, { variant }),
      apply: (newsletter) => setOutput(newsletter),
      success: NEWSLETTER_MESSAGES.generated,
      record: (newsletter) => ({
        title: newsletter.subject,
        content: newsletter.content,
        wordCount: countWords(newsletter.content),
        credits: creditCost('newsletter'),
      }),
    });

  const formCard = (
    <Card title="Newsletter details">
      <InputField label="Topic" required value={form.topic} placeholder="e.g. sleeping better in winter" onChange={(topic) => setForm({ topic })} />
      <SelectField label="Template" marked value={form.template} options={NEWSLETTER_TEMPLATES} placeholder="Select a template" onChange={(template) => setForm({ template })} />
      <InputField label="Audience" value={form.audience} placeholder="e.g. our members and class regulars" onChange={(audience) => setForm({ audience })} />
      <SelectField label="Tone" value={form.tone} options={NEWSLETTER_TONES} onChange={(tone) => setForm({ tone })} />
      <TextareaField
        label="Source text (optional)"
        value={form.sourceText}
        rows={4}
        hint="News, an event or a story to include: every date, price and booking detail is printed as you wrote it."
        onChange={(sourceText) => setForm({ sourceText })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Call to action goal" value={form.ctaGoal} placeholder="e.g. Book your spring retreat" onChange={(ctaGoal) => setForm({ ctaGoal })} />
        <InputField
          label="Link"
          value={form.ctaLink}
          placeholder="e.g. www.yourstudio.com/retreat"
          hint="The button's web address."
          error={webAddressProblem(form.ctaLink)}
          onChange={(ctaLink) => setForm({ ctaLink })}
        />
      </div>
      <Button busy={busy === 'newsletter'} disabled={busy !== null} onClick={generate} className="w-full sm:w-auto">
        {busy === 'newsletter' ? 'Generating Newsletter...' : 'Generate Newsletter'}
      </Button>
    </Card>
  );

  const result =
    busy === 'newsletter' ? (
      <ResultSkeleton label="Writing your newsletter..." lines={7} />
    ) : output.subject ? (
      <NewsletterResult
        newsletter={output}
        onEdit={(edited) => {
          setOutput(edited);
          edit('newsletter', { title: output.subject, content: edited.content, wordCount: countWords(edited.content) });
        }}
      />
    ) : (
      <EmptyState title="Your newsletter will appear here" text="Enter a topic, pick a template and generate." />
    );

  return <ToolLayout contentType="newsletter" ready={draft.ready} readFailed={draft.readFailed ?? voiceFailed} voice={ctx.toneTemplate?.name ?? null} onNew={draft.reset} form={formCard} result={result} />;
}
