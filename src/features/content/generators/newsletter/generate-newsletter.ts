// A newsletter in the chosen template: subject, preview text, plain-text content
// and a complete HTML email with the same content.

import { NEWSLETTER_MESSAGES } from '#domain/tools/newsletter.ts';
import { NEWSLETTER_TEMPLATES, type NewsletterTemplate } from '#domain/studio-options.ts';
import { DEFAULT_CONTENT_PREFERENCES } from '#domain/brand.ts';
import { brandFacts } from '../shared/brand-facts.ts';
import { brandVoice, toneVoice } from '../shared/brand-voice.ts';
import { type GeneratorContext, GeneratorValidationError } from '../shared/context.ts';
import { templateTouch } from '../shared/template-touch.ts';
import { contextSeed, pick, rngFor, shuffle } from '../shared/seed.ts';
import { baseSlots, render, renderAll } from '../shared/slots.ts';
import type { Theme } from '../shared/themes/theme.ts';
import { isBlank, truncateAtWord } from '../shared/text.ts';
import type { NewsletterWords } from '../languages/language-pack.ts';
import { type Block, blocksToText } from './blocks.ts';
import { newsletterHtml } from './newsletter-html.ts';

export type NewsletterInput = {
  topic: string;
  template: string;
  audience?: string;
  tone?: string;
  sourceText?: string;
  ctaGoal?: string;
};

export type Newsletter = { subject: string; preview: string; content: string; html: string };

const EXCERPT_CHARACTERS = 280;

function greeting(level: number, words: NewsletterWords): string {
  return level >= 70 ? words.greetings.personal : level >= 40 ? words.greetings.warm : words.greetings.plain;
}

function ctaHref(url: string | undefined): string {
  return url && /^https?:\/\//i.test(url.trim()) ? url.trim() : '#';
}

export function generateNewsletter(input: NewsletterInput, ctx: GeneratorContext = {}): Newsletter {
  if (isBlank(input.topic) || isBlank(input.template)) {
    const { title, description } = NEWSLETTER_MESSAGES.missingFields;
    throw new GeneratorValidationError(title, description);
  }
  const topic = input.topic.trim();
  const voice = brandVoice(ctx);
  const words = voice.words.newsletter;
  const spec = words.templates[input.template as NewsletterTemplate] ?? words.templates[NEWSLETTER_TEMPLATES[0]];
  const tone = toneVoice(input.tone, voice);
  const facts = brandFacts(ctx, { audience: input.audience });
  const prefs = { ...DEFAULT_CONTENT_PREFERENCES.newsletter, ...ctx.preferences?.newsletter };
  const rng = rngFor('newsletter', input, facts, voice.personality, prefs, ...contextSeed(ctx));
  const { inSentence, standsAlone, titleCase } = voice.words.grammar;
  const slots = { ...baseSlots(facts, voice, [inSentence(topic)]), Kw: titleCase(topic) };
  const touch = templateTouch(ctx, rng, inSentence(topic));
  const r = (template: string) => render(template, slots, voice);
  const used = new Set<string>();
  const theme = (t: Theme, n: number) => {
    const fresh = shuffle(rng, renderAll(t.sentences, slots, voice)).filter((s) => standsAlone(s) && !used.has(s));
    const chosen = fresh.slice(0, n);
    for (const s of chosen) used.add(s);
    return chosen;
  };
  const source = (input.sourceText ?? '').trim();
  const goal = (input.ctaGoal ?? '').trim();
  const label = goal ? goal.charAt(0).toUpperCase() + goal.slice(1) : words.ctaLabel;
  const cta: Block = { kind: 'cta', lead: r(words.ctaLeads[tone]), label };

  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text: [r(pick(rng, voice.words.voice.phrases[tone].hooks)), facts.hasAudience ? r(words.forAudience) : '', touch.question ?? '', touch.line ?? '']
        .filter(Boolean)
        .join(' '),
    },
    ...spec.build({ r, theme, excerpt: source ? truncateAtWord(source, EXCERPT_CHARACTERS) : undefined, cta }),
    { kind: 'paragraph', text: `${voice.words.voice.signOffs[tone]}\n${words.team(facts.hasName ? facts.business : undefined)}` },
  ];
  const subject = r(pick(rng, spec.subjects));
  const preview = truncateAtWord(r(pick(rng, spec.previews)), 140);
  const footer = [
    facts.hasName ? facts.business : words.sender,
    words.subscribed(facts.business),
  ];
  const unsubscribe = prefs.include_unsubscribe;
  const text = [greeting(prefs.personalization_level, words), blocksToText(blocks), footer.join('\n'), unsubscribe ? `${words.unsubscribe}: {{unsubscribe_url}}` : '']
    .filter(Boolean)
    .join('\n\n');
  const html = newsletterHtml({
    subject,
    preview,
    blocks: [{ kind: 'paragraph', text: greeting(prefs.personalization_level, words) }, ...blocks],
    ctaStyle: prefs.cta_style,
    ctaHref: ctaHref(ctx.profile?.website_url),
    footer,
    unsubscribe: unsubscribe ? words.unsubscribe : undefined,
    lang: voice.words.language,
  });
  return { subject, preview, content: text, html };
}
