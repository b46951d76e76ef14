// A topic typed as a sentence is named in a newsletter by what it is about: its subject
// and headings said "How Slow Breathing", "Our Spring MBSR Course Starts" and "Begin the
// week with Zoë's HIIT classes are back"; its prose slotted the clause as a thing.

import { describe, expect, it } from 'vitest';
import { NEWSLETTER_TEMPLATES } from '#domain/studio-options.ts';
import { STUDIO } from '../shared/studio-context.fixture.ts';
import { generateNewsletter } from './generate-newsletter.ts';

/** Topics typed as clauses: what each is about, and its subject's last word with its verb. */
const CLAUSES = [
  { topic: 'How gentle stretching after work helps you unwind', about: 'gentle stretching', rest: /\bstretching helps\b/i },
  { topic: 'Why cold water swimming boosts your mood', about: 'cold water swimming', rest: /\bswimming boosts\b/i },
  { topic: 'Our autumn yin workshop opens for bookings', about: 'autumn yin workshop', rest: /\bworkshop opens\b/i },
  { topic: "Ravi's breathwork circles are moving to Thursdays", about: "Ravi's breathwork circles", rest: /\bcircles are moving\b/i },
];

const takes = (topic: string) =>
  NEWSLETTER_TEMPLATES.flatMap((template) => [0, 1, 2].map((variant) => generateNewsletter({ topic, template }, { ...STUDIO, variant })));

describe('a newsletter on a topic typed as a clause', () => {
  it('names it in the subject and preview by its subject, never by the clause cut after the verb', () => {
    for (const { topic, about, rest } of CLAUSES) {
      for (const { subject, preview } of takes(topic)) {
        for (const line of [subject, preview]) {
          expect(line, topic).not.toMatch(rest);
          expect(line, topic).not.toMatch(/\b(?:how|why)\s+(?!to\b)\p{L}+/iu);
        }
        // A subject that names the topic names the whole of what it is about.
        if (subject.toLowerCase().includes(about.toLowerCase().split(' ')[0]!)) expect(subject.toLowerCase(), topic).toContain(about.toLowerCase());
      }
    }
  });

  it('slots its subject, never the clause, where a line takes the topic as a thing', () => {
    for (const { topic, rest } of CLAUSES) {
      for (const { content } of takes(topic)) {
        const headings = content.split('\n').filter((line) => line.length > 0 && line === line.toUpperCase());
        expect(headings.join('\n'), topic).not.toMatch(rest);
        // The clause is said once, as the sentence it is; no other line carries its verb.
        const statement = /^(?:how|why|what)\b/i.test(topic) ? 0 : 1;
        expect(content.split(rest).length - 1, `${topic}\n${content}`).toBeLessThanOrEqual(statement);
      }
    }
  });
});
