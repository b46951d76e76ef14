import { describe, expect, it } from 'vitest';
import { generateEmail } from '../../generators/email/generate-email.ts';
import { fromBrief, fromSource } from './email-start.ts';

const BRIEF = {
  kind: 'event' as const,
  title: 'Solstice Retreat',
  starts_on: '2026-06-19',
  ends_on: '2026-06-21',
  times: 'arrive from 3pm',
  location: 'Lagoon Flow, Grand Baie',
  leaders: 'Anaïs (yoga), Ravi (sound bath)',
  price: 'Rs 12,500 per person',
  bring: 'mat, warm layers',
  booking: 'WhatsApp +230 5712 3456 or www.lagoonflow.mu/solstice',
  places_left: 5,
  audience: 'members who came last year',
  key_message: 'Two nights of yoga by the lagoon.',
  avoid: 'detox',
  details: 'Parking at 7 Royal Road.',
};

describe('an email started from a brief', () => {
  const form = fromBrief(BRIEF);

  it('fills the subject, audience, key message and campaign from the brief', () => {
    expect(form).toMatchObject({ campaignType: 'event', subject: 'Solstice Retreat', audience: 'members who came last year', keyMessage: 'Two nights of yoga by the lagoon.' });
  });

  it('puts its pasted details in the details and its booking link on the button', () => {
    expect(form.details).toBe('Parking at 7 Royal Road.');
    expect(form.ctaLink).toBe('www.lagoonflow.mu/solstice');
  });

  it('with the brief beside it, writes an email that prints each of its facts once and nothing it avoids', () => {
    const { body } = generateEmail({ campaignType: 'event', subject: '', audience: '', ...form } as never, { brief: BRIEF });
    for (const fact of ['Friday 19 – Sunday 21 June 2026, arrive from 3pm', 'Lagoon Flow, Grand Baie', 'Ravi (sound bath)', 'Rs 12,500 per person', 'mat, warm layers', '+230 5712 3456', '5 places left', 'Parking at 7 Royal Road.']) {
      expect(body.split(fact).length - 1, fact).toBe(1);
    }
    expect(body).toContain('https://www.lagoonflow.mu/solstice');
    expect(body).not.toMatch(/detox/i);
  });

  it('leaves out what the brief does not give', () => {
    expect(fromBrief({ title: 'Open house' })).toEqual({ subject: 'Open house' });
  });
});

describe('an email started from another piece', () => {
  it('takes its title as the subject and its text as the details', () => {
    expect(fromSource({ title: 'Yin for sleep', content: 'Every Tuesday at 7pm, Rs 500.\n' })).toEqual({ subject: 'Yin for sleep', details: 'Every Tuesday at 7pm, Rs 500.' });
  });
});
