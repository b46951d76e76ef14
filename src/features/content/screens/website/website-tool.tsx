// Website copy: basics -> ten H1 options -> select one (opens the hero paragraph,
// H2 sections and CTA generators) -> copy all content.
import { WEBSITE_MESSAGES } from '#domain/tools/website.ts';
import { useMemo } from 'react';
import { Card } from '../../components/card.tsx';
import { ExportActions } from '../../components/export-actions.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ResultSkeleton } from '../../components/result-skeleton.tsx';
import { ToolLayout } from '../../components/tool-layout.tsx';
import type { WebsiteGenerate } from '../../generators/website/website-generators.ts';
import { useGenerate } from '../../hooks/use-generate.ts';
import { useStudioContext } from '../../hooks/use-studio-context.ts';
import { useToolDraft } from '../../hooks/use-tool-draft.ts';
import { BasicsCard } from './basics-card.tsx';
import { CtaCard } from './cta-card.tsx';
import { H1Card } from './h1-card.tsx';
import { H2Card } from './h2-card.tsx';
import { HeroCard } from './hero-card.tsx';
import { pageCopyText } from './page-copy.ts';
import { SectionsCard } from './sections-card.tsx';
import { websiteActions } from './use-website-actions.ts';
import { websiteDefaults } from './website-draft.ts';
import { useStartingBrief, useStartingSource } from '../../hooks/use-starting.ts';
import { fromBrief, fromSource } from './website-start.ts';

export function WebsiteTool() {
  const { ctx, prefs, voiceLoading, voiceFailed } = useStudioContext();
  const defaults = useMemo(() => websiteDefaults(prefs.website, ctx.profile), [prefs.website, ctx.profile]);
  const draft = useToolDraft('website', defaults, !voiceLoading);
  const { busy, run, edit } = useGenerate<WebsiteGenerate>();
  const { form, output, setForm, setOutput } = draft;
  useStartingBrief((brief) => setForm(fromBrief(brief)), draft.ready);
  useStartingSource((item) => setForm(fromSource(item)), draft.ready);
  const act = websiteActions(draft, ctx, run, edit);
  const pageText = pageCopyText(output);

  const formColumn = (
    <>
      <BasicsCard form={form} setForm={setForm} busy={busy} onGenerate={act.generateH1} />
      {busy === 'h1' ? (
        <ResultSkeleton label="Generating headlines..." />
      ) : (
        output.h1Options.length > 0 && (
          <H1Card options={output.h1Options} selected={output.selectedH1} onSelect={act.selectH1} onEdit={(selectedH1) => setOutput({ selectedH1 })} />
        )
      )}
    </>
  );

  const steps = output.stepsOpen ? (
    <>
      <Card
        title="Your page"
        actions={pageText ? <ExportActions text={pageText} title={output.selectedH1 || form.businessName || 'Website copy'} copyLabel="Copy All Content" copied={WEBSITE_MESSAGES.allCopied} /> : undefined}
      >
        <p className="text-sm text-stone-700">
          H1: <span className="font-semibold text-stone-900">{output.selectedH1 || '(none selected)'}</span>
        </p>
        <p className="text-xs text-stone-600">
          {output.sections.length} {output.sections.length === 1 ? 'section' : 'sections'}
          {output.selectedCta && ` · CTA: ${output.selectedCta}`}
        </p>
      </Card>
      <HeroCard
        wordCount={form.heroWordCount}
        onWordCount={(heroWordCount) => setForm({ heroWordCount })}
        hero={output.hero}
        onEdit={act.editHero}
        busy={busy}
        onGenerate={act.generateHero}
      />
      <H2Card options={output.h2Options} added={output.sections.map((s) => s.title)} onAdd={act.addSection} busy={busy} onGenerate={act.generateH2} />
      <SectionsCard
        sections={output.sections}
        wordCount={form.sectionWordCount}
        onWordCount={(sectionWordCount) => setForm({ sectionWordCount })}
        busy={busy}
        onGenerate={act.generateSection}
        onEdit={act.editSection}
        onRemove={act.removeSection}
      />
      <CtaCard
        placement={form.ctaPlacement}
        onPlacement={(ctaPlacement) => setForm({ ctaPlacement })}
        options={output.ctaOptions}
        selected={output.selectedCta}
        onSelect={(selectedCta) => setOutput({ selectedCta })}
        busy={busy}
        onGenerate={act.generateCtas}
      />
    </>
  ) : (
    <EmptyState title="Your page copy will appear here" text="Enter your business name and focus keywords, generate H1 headlines and select one." />
  );

  return <ToolLayout contentType="website" ready={draft.ready} readFailed={draft.readFailed ?? voiceFailed} voice={ctx.toneTemplate?.name ?? null} onNew={draft.reset} form={formColumn} result={steps} />;
}
