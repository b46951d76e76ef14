// A newsletter in the chosen template: subject, preview text, plain-text content
// and a complete HTML email with the same content. The source text (and a topic
// pasted full of details) is printed whole with every fact, never cut; its notes to
// the writer are obeyed and not printed; the audience steers and is never quoted;
// a stock sentence that claims what the studio's words do not say is left out.

import { NEWSLETTER_MESSAGES } from '#domain/tools/newsletter.ts';
import { NEWSLETTER_TEMPLATES, type NewsletterTemplate } from '#domain/studio-options.ts';
import { DEFAULT_CONTENT_PREFERENCES } from '#domain/brand.ts';
import { webAddress } from '#domain/web-address.ts';
import { brandFacts } from '../shared/brand-facts.ts';
import { brandVoice, toneVoice } from '../shared/brand-voice.ts';
import { type GeneratorContext, GeneratorValidationError } from '../shared/context.ts';
import { eventDate, factLines, readerText } from '../shared/facts/piece-facts.ts';
import { gatherFacts } from '../shared/facts/gather-facts.ts';
import { groundsOf, truthful, withoutSteering } from '../shared/facts/grounds.ts';
import { headlineFaults, headlineTopic, keywordValues, MAX_HEADLINE } from '../shared/headline.ts';
import { referToTopic } from './topic-mentions.ts';
import { countWords } from '../shared/count-words.ts';
import { mentionsAllowed } from '../shared/refer-back.ts';
import { hashString, rngFor, shuffle } from '../shared/seed.ts';
import { REGISTERS, registerOf, takeOf } from '../shared/register.ts';
import { variantHalf, variantOrder, variantWindow } from '../shared/template-lean.ts';
import { emotionalLines, reflectiveQuestions } from '../shared/emotional-tones.ts';
import { baseSlots, render, renderAll } from '../shared/slots.ts';
import type { Theme } from '../shared/themes/theme.ts';
import { isBlank, truncateAtWord } from '../shared/text.ts';
import { languagePack } from '../languages/packs.ts';
import type { NewsletterWords } from '../languages/language-pack.ts';
import { type Block, blocksToText, sourceBlock } from './blocks.ts';
import { newsletterHtml } from './newsletter-html.ts';
import { pastedTopic, topicName } from './newsletter-topic.ts';

export type NewsletterInput = {
  topic: string;
  template: string;
  audience?: string;
  tone?: string;
  sourceText?: string;
  ctaGoal?: string;
  /** The web address the button points to. */
  ctaLink?: string;
};

/** The list starting at the take's item: two takes in a row never start on the same one. */
const rotated = <T>(list: readonly T[], take: number): T[] => {
  const at = list.length === 0 ? 0 : take % list.length;
  return [...list.slice(at), ...list.slice(0, at)];
};

export type Newsletter = { subject: string; preview: string; content: string; html: string };

function greeting(level: number, words: NewsletterWords): string {
  return level >= 70 ? words.greetings.personal : level >= 40 ? words.greetings.warm : words.greetings.plain;
}

export function generateNewsletter(input: NewsletterInput, ctx: GeneratorContext = {}): Newsletter {
  if (isBlank(input.topic) || isBlank(input.template)) {
    const { title, description } = NEWSLETTER_MESSAGES.missingFields;
    throw new GeneratorValidationError(title, description);
  }
  const pasted = pastedTopic(ctx, input.topic);
  const voice = brandVoice(ctx);
  const typed = topicName(ctx, input.topic);
  // A topic typed as a clause ("Zoë's HIIT classes are back") is about its subject: every template slots that as a thing, and the opening says the clause.
  const topic = voice.words.grammar.topicNoun(typed) ?? typed;
  const clause = !pasted && voice.words.grammar.statementNoun(typed) ? `${voice.words.grammar.capitalizeSentences(voice.words.grammar.names.properCase(typed.trim().replace(/[.!?]+$/, '')))}.` : '';
  const words = voice.words.newsletter;
  const spec = words.templates[input.template as NewsletterTemplate] ?? words.templates[NEWSLETTER_TEMPLATES[0]];
  const tone = toneVoice(input.tone, voice);
  const facts = brandFacts(ctx, { audience: input.audience });
  const prefs = { ...DEFAULT_CONTENT_PREFERENCES.newsletter, ...ctx.preferences?.newsletter };
  const { inSentence, standsAlone, titleCase } = voice.words.grammar;
  const sheet = gatherFacts(ctx, { facts: [pasted ? input.topic : undefined, input.sourceText] });
  const when = eventDate(ctx, sheet);
  // Headings, the subject and the preview name a long topic by its head; the prose names it whole once, then refers back.
  const head = headlineTopic(voice.words.grammar, topic);
  const slots = { ...baseSlots(facts, voice, [inSentence(topic)]), Kw: titleCase(head), when };
  const headSlots = { ...slots, ...keywordValues(voice.words.grammar, inSentence(head)), Kw: titleCase(head) };
  const keep = truthful(ctx, groundsOf(ctx, input), sheet.instructions.avoid);
  const r = (template: string) => render(template, slots, voice);
  // Each take says the next version of every line; the register picks the bank, and starts it at its own place.
  const take = ctx.variant ?? 0;
  const register = registerOf(voice, tone);
  const seed = hashString(`${input.template}|${input.topic}`) + REGISTERS.indexOf(register);
  // Lists and themes keep one order for every take and template; a take reads its own half, a bold register the other half.
  const order = rngFor('newsletter-order', input.topic, input.template, facts.business);
  const half = take + (register === 'bold' ? 1 : 0);
  let shift = 0;
  const line = (bank: Record<string, readonly string[]>) => {
    shift += 1;
    const kept = withoutSteering(bank[register] ?? []).filter((t) => keep(r(t)));
    return r(takeOf(kept, seed + shift, take) ?? '');
  };
  const topicHeading = (bank: Record<string, readonly string[]>): Block => {
    const text = line(bank);
    return { kind: 'heading', text, brief: text.split(':')[0]?.trim() };
  };
  const items = (pool: readonly string[], n: number) => variantHalf(shuffle(order, [...pool]), half).slice(0, n).map(r);
  const turn = <T>(sections: readonly (readonly T[])[]): T[] => variantWindow(sections, take, 1).flat();
  const used = new Set<string>();
  const theme = (t: Theme, n: number) => {
    const all = shuffle(order, renderAll(withoutSteering(t.sentences), slots, voice));
    const fresh = variantOrder(all, half).filter((s) => standsAlone(s) && !used.has(s) && keep(s));
    const chosen = fresh.slice(0, n);
    for (const s of chosen) used.add(s);
    return chosen;
  };
  const frame = words.frame;
  const goal = (input.ctaGoal ?? '').trim();
  const label = goal ? goal.charAt(0).toUpperCase() + goal.slice(1) : line(frame.ctaLabels) || words.ctaLabel;
  const link = webAddress(input.ctaLink);
  const lead = when ? line(frame.datedCtaLeads) : line(frame.ctaLeads) || r(words.ctaLeads[tone]);
  // The opening is, by take, a hook, the tone template's question or its line: each said in one take in three.
  const topicSeed = hashString(input.topic);
  const intro = (topicSeed + take) % 3;
  // A topic's short form, to refer back to it by: a long topic's head, a short topic's practice ("yin yoga").
  const short = topic !== head ? head : words.shortForm(topic);
  // A question that names a practice names the topic's own ("...gave yin yoga ten minutes a day?"), or is left out when it has none.
  const practice = topic === head ? short : undefined;
  const questions = reflectiveQuestions(ctx).filter((q) => practice || !q.includes('{kw}'));
  const question = intro === 1 ? (takeOf(questions, topicSeed, Math.floor(take / 3))?.replace('{kw}', inSentence(practice ?? '')) ?? '') : '';
  const feeling = intro === 2 ? (takeOf(emotionalLines(ctx), topicSeed + 1, Math.floor(take / 3)) ?? '') : '';
  const cta: Block = { kind: 'cta', lead: keep(lead) ? lead : '', label, link };

  const source = readerText(ctx, input.sourceText ?? '');
  const factsOfSource = sheet.sentences.some((sentence) => source.includes(sentence.text));
  // A pasted topic's facts are listed with the brief's, each sentence once.
  const listed = factLines(sheet, source);
  const asked = [...sheet.instructions.reminders, ...sheet.instructions.mentions];
  const news: Block[] = [
    ...(source ? [sourceBlock(source, factsOfSource)] : []),
    ...(listed.length > 0 ? [{ kind: 'list' as const, items: listed }] : []),
    ...(asked.length > 0 ? [{ kind: 'paragraph' as const, text: asked.join(' ') }] : []),
  ];
  const hook = intro === 0 ? r(takeOf(withoutSteering(voice.words.voice.phrases[tone].hooks), seed, Math.floor(take / 3)) ?? '') : '';
  const signer = sheet.instructions.signOff;
  const built = (
    [
    { kind: 'paragraph', text: [clause, keep(hook) ? hook : '', question, feeling].filter((s) => s && keep(s)).join(' ') },
    ...spec.build({ r, theme, line, topicHeading, items, turn, news, cta }),
    {
      kind: 'paragraph',
      text: `${line(frame.signOffs) || voice.words.voice.signOffs[tone]}\n${signer ? languagePack(ctx).facts.signedBy(signer, facts.hasName ? facts.business : undefined) : (takeOf(frame.teams, seed, take) ?? words.team)(facts.hasName ? facts.business : undefined)}`,
    },
    ] as Block[]
  ).filter((block) => block.kind !== 'paragraph' || block.text.trim() !== '');
  const fields = [input.topic, input.audience, topic];
  const headline = (templates: readonly string[]) => {
    const drawn = rotated(shuffle(rngFor('newsletter-headline', input.topic, input.template, register), withoutSteering(templates)), take).map((t) => render(t, headSlots, voice));
    return drawn.find((text) => headlineFaults(voice.words.grammar, text, fields).length === 0) ?? truncateAtWord(drawn[0] ?? '', MAX_HEADLINE);
  };
  const subject = headline(spec.subjects);
  // A short topic is named whole in the preview only when the letter has room to name it twice.
  const named = inSentence(topic).toLowerCase();
  const room = topic !== head || mentionsAllowed(countWords(blocksToText(built)), countWords(named)) >= 2;
  const previews = room ? spec.previews : spec.previews.filter((t) => !/\{kw\}/i.test(t));
  const preview = headline(previews.length > 0 ? previews : spec.previews);
  const around = { words: countWords(preview), mentions: preview.toLowerCase().split(named).length - 1 };
  const blocks = referToTopic(built, inSentence(topic), voice.words.voice.referBack, short ? inSentence(short) : undefined, new Set(news), around);
  const footer = [facts.hasName ? facts.business : words.sender, (takeOf(frame.subscribed, seed, take) ?? words.subscribed)(facts.business)];
  const unsubscribe = prefs.include_unsubscribe;
  const text = [greeting(prefs.personalization_level, words), blocksToText(blocks), footer.join('\n'), unsubscribe ? `${words.unsubscribe}: {{unsubscribe_url}}` : '']
    .filter(Boolean)
    .join('\n\n');
  const html = newsletterHtml({
    subject,
    preview,
    blocks: [{ kind: 'paragraph', text: greeting(prefs.personalization_level, words) }, ...blocks],
    ctaStyle: prefs.cta_style,
    ctaHref: link ?? webAddress(ctx.profile?.website_url) ?? '#',
    footer,
    unsubscribe: unsubscribe ? words.unsubscribe : undefined,
    lang: voice.words.language,
  });
  return { subject, preview, content: text, html };
}
