// The website copy flow's actions: H1 options, selecting one (opens the hero, H2
// and CTA generators), the hero paragraph, H2 options, sections (add, write,
// remove) and CTA options. Each generation is one piece (creditCost('website')).
import { WEBSITE_MESSAGES } from '#domain/tools/website.ts';
import type { CtaPlacement } from '#domain/studio-options.ts';
import { notifySuccess } from '../../../../ui/notify.tsx';
import type { GeneratorContext } from '../../generators/shared/context.ts';
import { countWords } from '../../generators/shared/count-words.ts';
import type { WebsiteGenerate } from '../../generators/website/website-generators.ts';
import type { WebsiteInput } from '../../generators/website/website-input.ts';
import type { GenerationJob } from '../../hooks/run-generation.ts';
import type { ToolDraft } from '../../hooks/use-tool-draft.ts';
import type { EditedText } from '../../hooks/use-history-edits.ts';
import type { Toast } from '#domain/tools/tool-definition.ts';
import { CONTENT_TOASTS } from '../../messages.ts';
import { creditCost } from '#domain/tools.ts';
import { sectionBusyKey } from './sections-card.tsx';
import type { WebsiteForm, WebsiteOutput } from './website-draft.ts';

type Run = <T>(job: GenerationJob<T, WebsiteGenerate>) => Promise<void>;
type Edit = (key: string, text: EditedText) => void;

export function websiteActions(draft: ToolDraft<WebsiteForm, WebsiteOutput>, ctx: GeneratorContext, run: Run, edit: Edit) {
  const { form, output, setOutput } = draft;
  const input: WebsiteInput = form;
  const h1 = output.selectedH1;

  const piece = <T>(key: string, produce: (generate: WebsiteGenerate, variant: number) => T, apply: (r: T) => void, success: Toast, title: string, text: (r: T) => string) =>
    run({
      key,
      delay: 'website',
      // Regenerate (the next variant) when the business details and the chosen headline are the same.
      inputs: { input, h1, sections: form.sectionWordCount, hero: form.heroWordCount, cta: form.ctaPlacement, ctx },
      produce,
      apply,
      success,
      record: (r) => ({ title: `${form.businessName.trim()}: ${title}`, content: text(r), wordCount: countWords(text(r)), credits: creditCost('website') }),
    });
  const lines = (list: string[]) => list.join('\n');

  return {
    generateH1: () =>
      piece('h1', (generate, variant) => generate('website-h1', input, ctx, { variant }), (h1Options) => setOutput({ h1Options }), WEBSITE_MESSAGES.h1Generated, 'H1 headlines', lines),
    selectH1: (selectedH1: string) => {
      setOutput({ selectedH1, stepsOpen: true });
      notifySuccess(CONTENT_TOASTS.titleSelected.title, selectedH1);
    },
    generateHero: () =>
      piece('hero', (generate, variant) => generate('website-hero', { ...input, h1, wordCount: form.heroWordCount }, ctx, { variant }), (hero) => setOutput({ hero }), WEBSITE_MESSAGES.heroGenerated, 'hero paragraph', (t) => t),
    editHero: (hero: string) => {
      setOutput({ hero });
      edit('hero', { title: `${form.businessName.trim()}: hero paragraph`, content: hero, wordCount: countWords(hero) });
    },
    generateH2: () =>
      piece('h2', (generate, variant) => generate('website-h2', { ...input, h1 }, ctx, { variant }), (h2Options) => setOutput({ h2Options }), WEBSITE_MESSAGES.h2Generated, 'H2 headlines', lines),
    addSection: (title: string) => {
      setOutput((o) => ({ sections: [...o.sections, { id: crypto.randomUUID(), title, content: '' }] }));
      notifySuccess(WEBSITE_MESSAGES.sectionAdded.title, title);
    },
    generateSection: (id: string) => {
      const section = output.sections.find((s) => s.id === id);
      if (!section) return;
      return piece(
        sectionBusyKey(id),
        (generate, variant) => generate('website-section', { ...input, h2: section.title, wordCount: form.sectionWordCount }, ctx, { variant }),
        (content) => setOutput((o) => ({ sections: o.sections.map((s) => (s.id === id ? { ...s, content } : s)) })),
        WEBSITE_MESSAGES.sectionGenerated,
        section.title,
        (t) => t,
      );
    },
    editSection: (id: string, content: string) => {
      setOutput((o) => ({ sections: o.sections.map((s) => (s.id === id ? { ...s, content } : s)) }));
      const section = output.sections.find((s) => s.id === id);
      if (section) edit(sectionBusyKey(id), { title: `${form.businessName.trim()}: ${section.title}`, content, wordCount: countWords(content) });
    },
    removeSection: (id: string) => {
      const section = output.sections.find((s) => s.id === id);
      setOutput((o) => ({ sections: o.sections.filter((s) => s.id !== id) }));
      notifySuccess(WEBSITE_MESSAGES.sectionRemoved.title, section?.title);
    },
    generateCtas: () =>
      piece(
        'cta',
        (generate, variant) => generate('website-cta', { ...input, h1, placement: form.ctaPlacement as CtaPlacement }, ctx, { variant }),
        (ctaOptions) => setOutput({ ctaOptions, selectedCta: ctaOptions[0] ?? '' }),
        WEBSITE_MESSAGES.ctasGenerated,
        'calls to action',
        lines,
      ),
  };
}
