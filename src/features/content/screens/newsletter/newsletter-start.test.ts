import { describe, expect, it } from 'vitest';
import { generateNewsletter } from '../../generators/newsletter/generate-newsletter.ts';
import { fromBrief, fromSource } from './newsletter-start.ts';

const BRIEF = {
  kind: 'workshop' as const,
  title: 'Ayurveda for the change of season',
  starts_on: '2026-03-14',
  times: '9:30am-12:30pm',
  location: 'Prana Shala, Moka',
  leaders: 'Dr. Meera (Ayurveda)',
  price: '€95',
  booking: 'pranashala.mu/season or WhatsApp +230 5987 6543',
  places_left: 8,
  audience: 'regulars who ask about digestion',
  key_message: 'Eat, sleep and move with the season.',
  avoid: 'cleanse',
};

describe('a newsletter started from a brief', () => {
  const form = fromBrief(BRIEF);

  it('fills the topic, audience, link and source text', () => {
    expect(form).toEqual({ topic: 'Ayurveda for the change of season', audience: 'regulars who ask about digestion', ctaLink: 'pranashala.mu/season', sourceText: 'Eat, sleep and move with the season.' });
  });

  it('with the brief beside it, gives a newsletter that prints its facts and avoids its word', () => {
    const n = generateNewsletter({ template: 'Weekly Wellness Digest', ...form } as never, { brief: BRIEF });
    for (const fact of ['Saturday 14 March 2026, 9:30am-12:30pm', 'Prana Shala, Moka', 'Dr. Meera (Ayurveda)', '€95', '+230 5987 6543', '8 places left']) expect(n.content).toContain(fact);
    expect(n.content).not.toMatch(/cleanse/i);
    expect(n.html).toContain('href="https://pranashala.mu/season"');
  });

  it('leaves out what the brief does not give', () => {
    expect(fromBrief({ title: 'Studio news' })).toEqual({ topic: 'Studio news' });
  });
});

describe('a newsletter started from another piece', () => {
  it('takes its title as the topic and its whole text as the source', () => {
    const content = 'A long blog article. '.repeat(40);
    expect(fromSource({ title: 'Sleep better', content })).toEqual({ topic: 'Sleep better', sourceText: content.trim() });
  });
});
