// A complete markdown blog article (H1, introduction, themed H2 sections and a
// conclusion with a call to action) whose length lands within 10% of the chosen
// word count. The conclusion prints every fact the studio gave (its details and
// brief); stock sentences are printed only where they claim nothing the studio did
// not say, and the audience only in a short, plain form.

import { BLOG_MESSAGES } from '#domain/tools/blog.ts';
import { BLOG_WORD_COUNTS, DEFAULT_BLOG_WORD_COUNT } from '#domain/studio-options.ts';
import { brandFacts } from '../shared/brand-facts.ts';
import { eventDate, factLines } from '../shared/facts/fact-lines.ts';
import { gatherFacts } from '../shared/facts/gather-facts.ts';
import { keepTrue, suppliedNames } from '../shared/facts/keep-true.ts';
import { withPlainAudience } from '../shared/plain-audience.ts';
import { brandVoice, toneVoice } from '../shared/brand-voice.ts';
import { composeToTarget, paragraphs } from '../shared/compose.ts';
import { type GeneratorContext, GeneratorValidationError } from '../shared/context.ts';
import { countWords } from '../shared/count-words.ts';
import { emotionalLines, reflectiveQuestions } from '../shared/emotional-tones.ts';
import { contextSeed, pick, rngFor, shuffle } from '../shared/seed.ts';
import { variantHalf } from '../shared/variant-take.ts';
import { baseSlots, keywordSlots, render, renderAll } from '../shared/slots.ts';
import { cleanList, fill, isBlank } from '../shared/text.ts';
import { planThemes } from './article-plan.ts';
import { referToKeywords } from './keyword-mentions.ts';
import { mentionsAllowed } from '../shared/refer-back.ts';
import { countPhrase } from '../seo/phrase-match.ts';
import { tokenize } from '../seo/parse-content.ts';
import { type SectionTools, sectionHeading, sectionMarkdown, sectionSentences, topUp } from './article-section.ts';

export type BlogArticleInput = {
  title: string;
  keywords: readonly string[];
  wordCount: number;
  tone: string;
  targetAudience?: string;
  /** What the article must carry: an event or offer with its facts, pasted as it is; notes in it are obeyed, never printed. */
  details?: string;
};

const MIN_WORDS = Math.min(...BLOG_WORD_COUNTS);
const MAX_WORDS = Math.max(...BLOG_WORD_COUNTS);
const INTRO_SHARE = 0.13;
const CONCLUSION_SHARE = 0.1;
const FILLERS_PER_PART = 2;

const exclaim = (text: string) => text.replace(/\.$/, '!');

export function generateBlogArticle(input: BlogArticleInput, ctx: GeneratorContext = {}): string {
  if (isBlank(input.title) || isBlank(input.tone)) {
    const { title, description } = BLOG_MESSAGES.missingArticle;
    throw new GeneratorValidationError(title, description);
  }
  const title = input.title.trim();
  const target = Math.min(MAX_WORDS, Math.max(MIN_WORDS, Math.round(input.wordCount || DEFAULT_BLOG_WORD_COUNT)));
  const voice = brandVoice(ctx);
  const tone = toneVoice(input.tone, voice);
  const facts = withPlainAudience(brandFacts(ctx), ctx, input.targetAudience);
  const sheet = gatherFacts(ctx, { facts: [input.details] });
  const { keeps } = keepTrue(ctx, sheet, [input.title, input.keywords, input.details, input.targetAudience], suppliedNames(facts, voice));
  const honest = (sentences: readonly string[]) => sentences.filter(keeps);
  const factText = factLines(sheet, voice);
  const dated = eventDate(sheet, voice, ctx.brief?.starts_on);
  const fallbackKeyword = (facts.specialties[0] ?? '').toLowerCase();
  const given = cleanList(input.keywords);
  const keywords = given.length > 0 ? given : facts.seoKeywords.length > 0 ? facts.seoKeywords.slice(0, 3) : [fallbackKeyword];
  const rng = rngFor('blog-article', title, keywords, target, input.tone, facts, voice.personality, ctx.toneTemplate?.content_preferences, ...contextSeed(ctx));
  const words = voice.words;
  const phrases = words.voice.phrases[tone];
  const slots = baseSlots(facts, voice, keywords);
  const slotsFor = (index: number) => ({ ...slots, ...keywordSlots(keywords, index, fallbackKeyword, voice) });
  // Each part tops up from its own few short lines; of the longer ones (the template's feeling) an article says one, at its close.
  const fillers = shuffle(rng, honest([...renderAll(phrases.fillers, slots, voice), ...emotionalLines(ctx)]));
  const short = fillers.filter((line) => countWords(line) < 4);
  const feeling = fillers.filter((line) => countWords(line) >= 4).slice(0, 1);
  const fillersFor = (part: number) => [...short.slice(part * FILLERS_PER_PART), ...short].slice(0, FILLERS_PER_PART);
  const used = new Set<string>();
  const toneLines = shuffle(rng, honest(renderAll(phrases.lines, slots, voice)));
  // The first section and every third after it carry one of the tone's own lines.
  const toneLineFor = (index: number) => (index % 3 === 0 ? (toneLines[(index / 3) % toneLines.length] ?? '') : '');

  // The plan is drawn without the variant, so each variant can take the themes the one before left out.
  const themes = planThemes(target, tone, rngFor('blog-plan', title, keywords, tone), words.themes, ctx.variant ?? 0);
  const tools = (index: number): SectionTools => ({
    voice,
    rng,
    used,
    fillers: fillersFor(index + 1),
    toneLine: toneLineFor(index),
    leadIn: voice.leadIns[index % voice.leadIns.length] as string,
    keeps,
    variant: ctx.variant ?? 0,
  });
  const headings = themes.map((theme, i) => sectionHeading(theme, slotsFor(i + 1), tools(i)));
  const conclusionHeading = render(pick(rng, words.blog.conclusionHeadings[tone]), slots, voice);
  // A call to action naming a service the profile does not give, or an event on a fixed date, is said plainly.
  const voiced = render(pick(rng, words.blog.callsToAction[tone]), slots, voice);
  const plain = render(pick(rng, words.blog.plainCallsToAction), slots, voice);
  const cta = [keeps(voiced) ? voiced : plain, dated ? words.website.datedInvitation(dated) : ''].filter(Boolean).join(' ');
  const { grammar } = words;
  const h1 = `# ${grammar.titleCase(title)}`;

  let written = countWords([h1, ...headings, conclusionHeading, cta, ...factText].join(' '));
  let sharesLeft = INTRO_SHARE + (1 - INTRO_SHARE - CONCLUSION_SHARE) + CONCLUSION_SHARE;
  const budget = (share: number) => {
    const words = Math.round(((target - written) * share) / sharesLeft);
    sharesLeft -= share;
    return Math.max(0, words);
  };

  const questions = reflectiveQuestions(ctx).length > 0 ? [...reflectiveQuestions(ctx), ...words.blog.introQuestions] : [];
  const hooks = honest(renderAll(phrases.hooks, slotsFor(0), voice));
  const hook = hooks.length > 0 ? pick(rng, hooks) : '';
  const introCandidates = [
    voice.energetic ? exclaim(hook) : hook,
    ...honest(questions.length > 0 ? [render(pick(rng, questions), slotsFor(0), voice)] : []),
    ...honest(renderAll(pick(rng, variantHalf(words.blog.intros, ctx.variant)), slotsFor(0), voice)),
  ].filter(Boolean);
  const introBudget = budget(INTRO_SHARE);
  const intro = topUp(introBudget, composeToTarget(introBudget, introCandidates, [], used), fillersFor(0), used);
  written += countWords(intro.join(' '));

  const sectionShare = (1 - INTRO_SHARE - CONCLUSION_SHARE) / themes.length;
  const sections = themes.map((theme, i) => {
    const sentences = sectionSentences(theme, slotsFor(i + 1), budget(sectionShare), tools(i));
    written += countWords(sentences.join(' '));
    return `## ${headings[i]}\n\n${sectionMarkdown(theme, sentences, voice)}`;
  });

  // A keyword the sections mention too rarely for search (under 0.6% of the words) gets one more, natural mention.
  const sofar = tokenize([intro.join(' '), ...sections].join(' '));
  // Only where one more mention is within what the article may say, or it would be referred back at once.
  const room = (k: string) => countPhrase(sofar, k) + 1 <= mentionsAllowed(target, countWords(k));
  const rare = keywords.filter((k) => countPhrase(sofar, k) / Math.max(target, 1) < 0.006 && room(k));
  const related = rare.length > 0 ? fill(pick(rng, words.blog.relatedKeywordsLines), { related: grammar.joinList(rare.map(grammar.keywordPhrase)) }) : '';
  written += countWords(related);
  const closingBudget = budget(CONCLUSION_SHARE);
  const closingLines = honest([render(pick(rng, phrases.closers), slots, voice), ...renderAll(pick(rng, variantHalf(words.blog.conclusions, ctx.variant)), slots, voice)]);
  // The last part lands the word count: its own few lines, then any of the shortest.
  const closing = topUp(closingBudget, composeToTarget(closingBudget, closingLines, [], used), [...feeling, ...fillersFor(themes.length + 1), ...short], used);
  const conclusion = [...paragraphs([...closing, related].filter(Boolean), voice), ...paragraphs(factText, voice), voice.energetic ? exclaim(cta) : cta];

  const blocks = [h1, ...paragraphs(intro, voice), ...sections, `## ${conclusionHeading}`, ...conclusion];
  return referToKeywords(blocks, keywords, new Set(paragraphs(factText, voice)), words.voice.referBack, grammar.placeWithIn).join('\n\n');
}
