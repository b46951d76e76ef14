// Keywords are often a concern ("anxiety") or a goal ("sleep") rather than a
// practice. Sentence banks treat {kw} as something you do or explore, so a
// concern reads as "relief from anxiety" and a goal as "better sleep". The raw
// keyword stays inside the phrase, so it still appears in the text. A practice
// keeps its place ("yin yoga in Port Louis") and, when countable, its article.

import { placeWithIn } from './place-keyword.ts';
import { inSentence, properTerms, withArticle } from './phrase.ts';

const CONCERN = /\b(anxiety|stress|insomnia|pain|burnout|fatigue|tension|headaches?|migraines?|depression|overwhelm|inflammation|bloating|exhaustion|tiredness)\b/i;
const ALREADY_A_REMEDY = /\b(relief|management|reduction|free|less|relieving|for|through|with|yoga|meditation|massage|therapy|care)\b/i;
const GOAL = /^(sleep|energy|focus|balance|flexibility|digestion|immunity|posture|mobility|mood|gut health|mental health|sleep quality)$/i;

export function keywordPhrase(keyword: string): string {
  const kw = properTerms(inSentence(keyword));
  if (CONCERN.test(kw) && !ALREADY_A_REMEDY.test(kw)) return `relief from ${kw}`;
  if (GOAL.test(kw)) return `better ${kw}`;
  return withArticle(placeWithIn(kw));
}
