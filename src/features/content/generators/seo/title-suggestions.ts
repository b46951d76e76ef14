import { SEO_TITLE_MAX } from '#domain/media-options.ts';
import { languagePack } from '../languages/packs.ts';
import type { GeneratorContext } from '../shared/context.ts';
import { containsPhrase } from './phrase-match.ts';
import type { SeoInput } from './seo-types.ts';

const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/** Capitalises lowercase words ("yin yoga for beginners" -> "Yin Yoga for Beginners"); "CBD" stays. */
export function titleCase(phrase: string): string {
  return phrase
    .trim()
    .split(/\s+/)
    .map((word, index) => {
      if (word !== word.toLowerCase() || (index > 0 && SMALL_WORDS.has(word))) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

const TONE_TITLES: Record<string, (kw: string) => string> = {
  Spiritual: (kw) => `${kw}: A Path Back to Yourself`,
  Wellness: (kw) => `${kw} for Everyday Wellbeing`,
  Inspirational: (kw) => `${kw}: Small Steps, Lasting Change`,
  Empathetic: (kw) => `${kw}: Gentle Support for Busy Lives`,
  Expert: (kw) => `${kw}: What the Research Says`,
  Authoritative: (kw) => `${kw}: What the Research Says`,
  Professional: (kw) => `${kw}: A Practical Guide`,
  Casual: (kw) => `${kw}, Made Simple`,
  Friendly: (kw) => `${kw}, Made Simple`,
  Conversational: (kw) => `Let's Talk About ${kw}`,
};

export type TitleContext = Pick<SeoInput, 'analysisType' | 'tone' | 'location'> & {
  primaryKeyword: string;
  businessName?: string;
  existingTitle?: string;
};

/**
 * At least five page titles of at most 60 characters, each containing the primary
 * keyword (whenever the keyword itself fits in 60 characters), shaped by the
 * analysis type, the location and the brand tone.
 */
export function suggestTitles(context: TitleContext, ctx: Pick<GeneratorContext, 'language'> = {}): string[] {
  const { placeWithIn } = languagePack(ctx).grammar;
  // "yoga Port Louis" is written as a reader says it: "Yoga in Port Louis" (the analyser counts both).
  const kw = titleCase(placeWithIn(context.primaryKeyword));
  const location = context.location?.trim() ? titleCase(context.location) : '';
  const placed = location !== '' && kw.toLowerCase().includes(location.toLowerCase());
  const business = context.businessName?.trim() ?? '';
  const candidates: string[] = [];
  const existing = context.existingTitle?.trim();
  if (existing && !containsPhrase(existing, kw)) candidates.push(`${kw}: ${existing}`);
  if (context.analysisType === 'local' && location) {
    const where = placed ? '' : ` in ${location}`;
    candidates.push(`${kw}${where}`, `Best ${kw}${where}${business ? ` | ${business}` : ''}`);
    candidates.push(placed ? `${kw}: Sessions & Booking` : `${kw} Near ${location}: Sessions & Booking`);
  }
  if (context.analysisType === 'competitor') candidates.push(`${kw}: What Most Studios Don't Tell You`);
  if (context.analysisType === 'keyword') candidates.push(`What Is ${kw}? Benefits, Tips & How to Start`);
  const toneTitle = TONE_TITLES[context.tone];
  if (toneTitle) candidates.push(toneTitle(kw));
  candidates.push(
    `${kw}: A Complete Beginner's Guide`,
    `7 Benefits of ${kw} You Can Feel`,
    `${kw} for Beginners: Where to Start`,
    `How to Start ${kw}: A Simple Plan`,
    `${kw} Guide${business ? ` | ${business}` : ''}`,
    `${kw} Tips`,
    `${kw} Basics`,
    kw,
  );
  const seen = new Set<string>(existing ? [existing.toLowerCase()] : []);
  const titles: string[] = [];
  for (const title of candidates) {
    const key = title.toLowerCase();
    if (title.length > SEO_TITLE_MAX || seen.has(key)) continue;
    seen.add(key);
    titles.push(title);
  }
  return titles.slice(0, 8);
}
