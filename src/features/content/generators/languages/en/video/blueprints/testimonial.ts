// A client testimonial: a narrated opening, then one interview beat per key point,
// with questions that let the client tell their story in their own words (the
// script never invents a client's quote).

import { forWhom } from '../audience.ts';
import { titleTopic } from '../topic-name.ts';
import { baseVerb, opensWithThirdPersonVerb } from '../../grammar/phrase.ts';
import { rotate } from '../rotate.ts';
import { inSentence, upperFirst } from '../../grammar/script-text.ts';
import type { TypeBlueprint } from '../../../../video/video-blueprint.ts';
import type { ScriptVars } from '../../../../video/script-vars-type.ts';

/** A topic that is already a clause ("what our members say") is not "a ... story". */
const isClause = (topic: string) => /^(what|how|why|where|when|who)\b/i.test(topic.trim());

/** "Sophie: sleeps better" names a client and what changed for them. */
function namedPoint(point: string): { name: string; change: string } | null {
  const match = /^(\p{Lu}[\p{L}'-]+)\s*[:–—-]\s*(.+)$/u.exec(point.trim());
  return match ? { name: match[1] as string, change: (match[2] as string).trim().replace(/[.!?]+$/, '') } : null;
}

/** What changed, as something the client did ("sleeps better" -> "sleep better") or reached ("less back pain"). */
function asGoal(change: string): string {
  if (!opensWithThirdPersonVerb(change)) return `get to ${change}`;
  const [first = '', ...rest] = change.split(/\s+/);
  const verb = /^(is)$/i.test(first) ? 'be' : baseVerb(first);
  return [verb, ...rest].join(' ');
}

/** An energetic or expert script asks about turning points and results; a calm or warm one about the story as it felt. */
const driven = (v: ScriptVars) => v.family === 'energetic' || v.family === 'expert';
const connectors = (v: ScriptVars) => (driven(v) ? ['Tell us,', 'And', 'So,', 'Honestly,'] : ['Looking back,', 'And', 'So,', 'In one sentence,']);

export const TESTIMONIAL: TypeBlueprint = {
  title: (v) => `Client Story: ${titleTopic(v)}`,
  hook: (v) =>
    isClause(v.topic)
      ? {
          calm: `Real change is often quiet. Here is ${v.topic}.`,
          energetic: `Want to know ${v.topic}? Listen to this!`,
          expert: `${upperFirst(v.topic)}, in practice: our clients tell us.`,
          warm: `Here is ${v.topic}, in their own words.`,
        }[v.family]
      : {
          calm: `Real change is often quiet. Here is one client's story of ${v.topic}.`,
          energetic: `What does real change look like? One client's story of ${v.topic}!`,
          expert: `What does ${v.topic} change in practice? A client tells us.`,
          warm: `We asked one of our clients about ${v.topic}. Here is what they said.`,
        }[v.family],
  secondHook: (v) =>
    isClause(v.topic)
      ? `Listen to ${v.topic}, in their own words.`
      : `Here is one client's story of ${v.topic}, in their own words.`,
  intro: (v) => ({
    lead: v.compact
      ? 'Meet one of our clients.'
      : isClause(v.topic)
        ? `Today we hear from clients of ${v.business ?? 'the studio'}.`
        : `Today we hear from a client of ${v.business ?? 'the studio'} about ${v.topic}.`,
    more: [
      'Their story is their own, told in their own words.',
      'If you have ever felt unsure where to start, this one is for you.',
      ...(v.audienceGiven ? [`It is a story ${v.audience} will recognise.`] : []),
    ],
    weight: 0,
  }),
  beats: (v, points) =>
    points.map((point, index) => {
      const named = namedPoint(point);
      if (named) {
        const goal = asGoal(named.change);
        return {
          label: `Story beat ${index + 1} – ${named.name}`,
          lead: v.compact ? '' : `Let's hear from ${named.name}.`,
          more: rotate(
            driven(v)
              ? [
                  `What made you decide to change things, ${named.name}?`,
                  `When did you know you could ${goal}?`,
                  'What was the hardest part, and how did you get past it?',
                  `What would you say to someone ready to ${goal}?`,
                  'Where are you now, compared with day one?',
                ]
              : [
                  `What was it like before you came to us, ${named.name}?`,
                  `What helped you ${goal}?`,
                  'When did you first notice the difference?',
                  `What would you tell someone who wants to ${goal}?`,
                  'How do you feel about it today?',
                ],
            connectors(v),
            index,
          ),
          weight: 1,
        };
      }
      const moment = inSentence(point);
      return {
        label: `Story beat ${index + 1} – ${upperFirst(point)}`,
        lead: v.compact ? '' : `Let's talk about ${moment}.`,
        more: rotate(
          driven(v)
            ? [
                `What was the turning point with ${moment}?`,
                `What did ${moment} push you to do differently?`,
                `Which result of ${moment} are you proudest of?`,
                `What would you say to someone still holding back from ${moment}?`,
                'What was the hardest part, and how did you get past it?',
                'Where are you now, compared with where you started?',
              ]
            : [
                `Tell us about ${moment}, in your own words.`,
                `What stands out when you think about ${moment}?`,
                `How would you describe ${moment} to a friend?`,
                `What is one detail about ${moment} that others might not expect?`,
                'What surprised you most along the way?',
                'How do you feel about it today?',
              ],
          connectors(v),
          index,
        ),
        weight: 1,
      };
    }),
  defaultPoints: () => ['life before your first session', 'your first session', 'what changed for you', 'what you would tell someone thinking of starting'],
  outro: (v) => ({
    lead: v.compact ? '' : 'Thank you for sharing your story with us.',
    more: driven(v) ? ['The first step is the hardest one, and it is worth it.', 'Your turn is next.'] : ['Every journey starts with one session.', 'Your story could be next.'],
    tail: v.compact
      ? 'Start your own story today.'
      : `Ready to start your own story? Get in touch${v.business ? ` with ${v.business}` : ''} today.`,
    weight: 0,
  }),
  summary: (v) =>
    isClause(v.topic)
      ? `${upperFirst(v.topic)}, in their own words: where they started, what changed, and their advice${forWhom(v, ' for')}.`
      : `A client shares their story of ${v.topic} in their own words: where they started, what changed, and their advice${forWhom(v, ' for')}.`,
};
