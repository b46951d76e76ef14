import type { ScriptGrammar } from '../languages/grammar.ts';
import type { VideoDescriptionWords } from '../languages/language-pack.ts';
import type { ScriptVars } from './script-vars-type.ts';
import { formatClock } from './video-timing.ts';

export type DescriptionParts = {
  vars: ScriptVars;
  summary: string;
  typeLabel: string;
  points: readonly string[];
  /** Chapter titles and start times (YouTube and course modules list them). */
  chapters?: { titles: readonly string[]; starts: readonly number[]; outroStart: number };
  closing: string;
  hashtags: readonly string[];
  words: VideoDescriptionWords;
  grammar: ScriptGrammar;
};

/** The video description: summary, what is inside (or chapters), who made it, the call to action, three hashtags. */
export function buildVideoDescription(parts: DescriptionParts): string {
  const { vars, words } = parts;
  const { upperFirst } = parts.grammar;
  const blocks = [parts.summary];
  if (parts.chapters) {
    const { titles, starts, outroStart } = parts.chapters;
    const lines = [
      `${formatClock(0)} ${words.intro}`,
      ...titles.map((title, index) => `${formatClock(starts[index] ?? 0)} ${upperFirst(title)}`),
      `${formatClock(outroStart)} ${words.wrapUp}`,
    ];
    blocks.push(`${words.chapters}\n${lines.join('\n')}`);
  } else {
    blocks.push(`${words.inside(parts.typeLabel, vars.take)}\n${parts.points.map((point) => `• ${upperFirst(point)}`).join('\n')}`);
  }
  if (vars.business || vars.website) {
    const who = vars.business ? words.createdBy(vars.business) : '';
    const where = vars.website ? words.learnMore(vars.website) : '';
    blocks.push([who, where].filter(Boolean).join(' '));
  }
  blocks.push(parts.closing);
  if (parts.hashtags.length) blocks.push(parts.hashtags.slice(0, 3).join(' '));
  return blocks.join('\n\n');
}
