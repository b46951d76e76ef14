import { describe, expect, it } from 'vitest';
import { STUDIO } from '../shared/studio-context.fixture.ts';
import { type ClientReplyInput, generateClientReply } from './generate-client-reply.ts';

const shorthand: ClientReplyInput = {
  communicationType: 'inquiry-response',
  clientName: 'Priya',
  inquiryType: 'booking',
  tone: 'Warm & Friendly',
  context: 'Hello! Should I bring a towel with me? And are there any spots left for the Sunday class?',
  nextSteps: '3 spots left, towels provided, remind her to arrive 5 mins early',
};

const replies = (input: ClientReplyInput) => [0, 1, 2].flatMap((variant) => ['Warm & Friendly', 'Professional'].map((tone) => generateClientReply({ ...input, tone }, { ...STUDIO, variant }).body));
const times = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, `${pattern.flags}g`))?.length ?? 0;

describe('a reply obeys the staff notes', () => {
  it('never prints a line of shorthand notes as the staff wrote it', () => {
    for (const body of replies(shorthand)) {
      expect(body).not.toMatch(/3 spots left, towels provided|towels provided|5 mins/i);
    }
  });

  it('says each fact of the notes once', () => {
    for (const body of replies(shorthand)) {
      expect(times(body, /\b3 spots\b/)).toBe(1);
      expect(times(body, /\btowels\b/i)).toBe(1);
    }
  });

  it('answers "should I bring a towel" from "towels provided": she need not', () => {
    for (const body of replies(shorthand)) expect(body).toMatch(/no need to bring[^.]*towels are provided/i);
  });

  it('turns a reminder into a request to the client, in whole words', () => {
    for (const body of replies(shorthand)) expect(body).toMatch(/Please arrive five minutes early\b/);
    const told = generateClientReply({ ...shorthand, nextSteps: 'tell Priya to wear warm layers' }, STUDIO).body;
    expect(told).toMatch(/Please wear warm layers\b/);
    expect(told).not.toMatch(/\bTo wear\b|tell/);
  });

  it('loses nothing a note says', () => {
    const notes = { ...shorthand, context: 'Can I pay by card? Is there parking?', nextSteps: 'card fine; free parking behind the hall, starts 7pm sharp' };
    for (const body of replies(notes)) {
      for (const fact of [/by card is fine/, /free parking behind the hall/, /starts at 7pm sharp/]) expect(body).toMatch(fact);
      expect(body).not.toMatch(/^Card fine\.$/m);
    }
  });

  it('keeps a list of days in one note as one fact', () => {
    const days = generateClientReply({ ...shorthand, context: 'When are the classes?', nextSteps: 'classes run Monday, Wednesday and Friday' }, STUDIO).body;
    expect(days).toMatch(/classes run Monday, Wednesday and Friday/i);
  });

  it('answers a price question and a health question from one line of notes, in whole sentences', () => {
    const knee: ClientReplyInput = {
      ...shorthand,
      clientName: 'Meera',
      context: 'how much is it and can I come if I have a bad knee??',
      nextSteps: 'price Rs 1,200, early bird Rs 1,000 till 10 March. knee fine, tell Anaïs before class, props available',
    };
    for (const body of replies(knee)) {
      expect(body).toMatch(/Rs 1,200\b/);
      expect(body).toMatch(/early bird price is Rs 1,000 until 10 March/);
      expect(body).toMatch(/welcome to come with your bad knee/);
      expect(body).toMatch(/Please let Anaïs know before class\./);
      expect(body).toMatch(/props are available\./i);
      // Never a promise to find out what the notes already say, nor the notes' shorthand.
      expect(body).not.toMatch(/find out|look into it|Knee is fine|Anaïs before class, props/i);
    }
  });
});
