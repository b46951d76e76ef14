// The hero paragraph under the chosen H1, within 10% of the chosen word count: it
// carries every fact of the page's description and brief, and stock sentences only
// where they claim nothing the studio did not say. The facts win over the count.
// The tone template's lean gives its own opener, lines and invitation; each take
// draws on the other half of every list, so two takes in a row share almost nothing
// but the facts; the keyword appears at most twice per 300 words.

import { DEFAULT_HERO_WORD_COUNT } from '#domain/studio-options.ts';
import { composeToTarget, preferLength } from '../shared/compose.ts';
import { countWords } from '../shared/count-words.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { factLines } from '../shared/facts/fact-lines.ts';
import { rngFor, shuffle } from '../shared/seed.ts';
import { render, renderAll } from '../shared/slots.ts';
import { variantHalf, variantOrder, variantWindow } from '../shared/template-lean.ts';
import { withinKeywordBudget } from './keyword-budget.ts';
import { requireHeadline, type WebsiteInput, websiteSetup } from './website-input.ts';

/** A take's half of `list`, the line it may share with the take before placed last. */
const freshHalf = <T>(list: readonly T[], variant: number): T[] => {
  const own = variantHalf(list, variant);
  const before = variant > 0 ? variantHalf(list, variant - 1) : [];
  return [...own.filter((item) => !before.includes(item)), ...own.filter((item) => before.includes(item))];
};

const interleave = (a: readonly string[], b: readonly string[]) => Array.from({ length: Math.max(a.length, b.length) }, (_, i) => [a[i], b[i]]).flat().filter((s): s is string => s !== undefined);

export function generateHeroParagraph(input: WebsiteInput, h1: string, heroWordCount: number, ctx: GeneratorContext = {}): string {
  const headline = requireHeadline(h1, 'h1');
  const { tone, voice, facts, keywords, slots, page, lean, variant, orderSeed } = websiteSetup(input, ctx);
  const target = heroWordCount > 0 ? Math.round(heroWordCount) : DEFAULT_HERO_WORD_COUNT;
  const rng = rngFor('hero', input, headline, target, facts, voice.personality, ...orderSeed);
  const phrases = voice.words.voice.phrases[tone];
  const words = voice.words.website;
  const honest = (sentences: readonly string[]) => sentences.filter(page.keeps);
  // A fixed-date event is invited to on its date; an open class to a first session.
  const invitations = [...shuffle(rng, lean.heroInvitations), ...shuffle(rng, words.heroInvitations)].map((line) => render(line, slots, voice));
  const invitation = page.dated ? words.datedInvitation(page.dated) : (variantWindow(invitations, variant, 1)[0] ?? '');
  const openers = honest(renderAll([...lean.heroOpeners, ...shuffle(rng, words.heroOpeners)], slots, voice));
  // A plain audience is spoken to in the first sentence.
  const toAudience = facts.hasAudience ? openers.filter((line) => line.includes(facts.audience)) : [];
  const opener = variantWindow(toAudience.length > 0 ? toAudience : openers, variant, 1)[0];
  const given = factLines(page.sheet, voice);
  const ownAll = shuffle(rng, honest(renderAll(lean.heroLines, slots, voice)));
  const stockAll = preferLength(shuffle(rng, honest([...renderAll(words.heroSentences, slots, voice), ...renderAll(phrases.lines, slots, voice)])), voice);
  const own = freshHalf(ownAll, variant);
  const stock = freshHalf(stockAll, variant);
  // A long hero that has said its own lines draws on the studio and benefit sentences last.
  const general = words.sectionBanks('').slice(0, 2).flatMap((bank) => shuffle(rng, honest(renderAll(bank, slots, voice))));
  const rest = [...ownAll, ...stockAll].filter((line) => !own.includes(line) && !stock.includes(line));
  // The take's own halves of every bank come before any line the take before could have said.
  const ownGeneral = freshHalf(general, variant);
  const otherGeneral = general.filter((line) => !ownGeneral.includes(line));
  const said = [...given, opener ?? ''];
  const allowed = withinKeywordBudget([...interleave(own, stock), ...ownGeneral, ...rest, ...otherGeneral], keywords, target, said);
  // The page names its keyword once: a sentence with it leads when the opener and the facts do not say it.
  const keyword = (keywords[0] ?? '').toLowerCase();
  const named = said.some((line) => line.toLowerCase().includes(keyword)) ? -1 : allowed.findIndex((line) => line.toLowerCase().includes(keyword));
  const candidates = named > 0 ? [allowed[named] as string, ...allowed.filter((_, i) => i !== named)] : allowed;
  const room = target - countWords(invitation) - countWords(given.join(' ')) - countWords(opener ?? '');
  const fillers = variantOrder(withinKeywordBudget(honest(renderAll(phrases.fillers, slots, voice)), keywords, target, said), variant);
  // Lines the take before could have said fill the hero only when the take's own halves fall short of its length.
  const fresh = new Set([...own, ...stock, ...ownGeneral]);
  const firstTry = composeToTarget(room, candidates.filter((line) => fresh.has(line)), fillers);
  const body = countWords(firstTry.join(' ')) >= room * 0.9 ? firstTry : composeToTarget(room, candidates, fillers);
  const close = voice.energetic || tone === 'energetic' ? invitation.replace(/\.$/, '!') : invitation;
  return [...(opener ? [opener] : []), ...given, ...body, close].join(' ');
}
