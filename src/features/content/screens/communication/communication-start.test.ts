import { describe, expect, it } from 'vitest';
import { fromBrief, fromSource } from './communication-start.ts';

describe('starting a reply', () => {
  it('from a brief, gives the reply every fact of the event to include, so no price or date is left out of the answer', () => {
    const form = fromBrief({ kind: 'event', title: 'Solstice Retreat', starts_on: '2026-06-19', ends_on: '2026-06-21', price: 'Rs 12,500 per person', booking: 'WhatsApp +230 5712 3456', bring: 'warm layers' });
    expect(form.inquiryType).toBe('retreats');
    expect(form.communicationType).toBe('inquiry-response');
    for (const fact of ['Solstice Retreat', '19 June 2026 to 21 June 2026', 'Rs 12,500 per person', 'WhatsApp +230 5712 3456', 'warm layers']) expect(form.additionalInfo).toContain(fact);
    // The client's message and the staff's notes are the user's to paste.
    expect(form).not.toHaveProperty('context');
    expect(form).not.toHaveProperty('nextSteps');
  });

  it('from an empty brief, changes nothing the user typed', () => {
    expect(fromBrief({})).toEqual({ communicationType: 'inquiry-response' });
  });

  it("from another piece, uses its text as the details, not as the client's message", () => {
    expect(fromSource({ title: 'Full moon sound bath', content: 'Friday 14 March at 7pm. Rs 800.' })).toEqual({ additionalInfo: 'Full moon sound bath\nFriday 14 March at 7pm. Rs 800.' });
    expect(fromSource({ title: ' ', content: '' })).toEqual({});
  });
});
