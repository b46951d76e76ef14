// The facts a studio pastes are found as written, notes to the writer are read as
// instructions and never as facts, and a brief's fields become labelled lines.
import { describe, expect, it } from 'vitest';
import { gatherFacts } from './gather-facts.ts';
import { missingFacts, quotes, sharedRun, unfoundedClaims } from './truth.ts';

const RETREAT = `SOLSTICE RETREAT 🌞 19-21 June
Two nights at Lagoon Flow, Grand Baie. Led by Anaïs (yoga) & Ravi (sound bath).
Rs 12,500 pp incl. all meals, early bird Rs 11,000 until 1 June
Bring: mat, warm layers, water bottle
Book on WhatsApp +230 5712 3456 or www.lagoonflow.mu/solstice
Only 5 places left!`;

const NOTES = `Please remind them to bring warm layers, evenings get cold. Mention the studio is closed 25 Dec & 1 Jan. Sign off from Anaïs, not 'the team'. Don't use the word "detox".`;

describe('what the price covers or the studio provides', () => {
  it.each([
    ['Mats and bolsters provided.', 'Mats and bolsters provided'],
    ['Lunch and herbal tea are included.', 'Lunch and herbal tea are included'],
    ['The price includes all meals and two massages.', 'includes all meals and two massages'],
    ['Rs 12,500 pp incl. all meals, early bird Rs 11,000', 'incl. all meals'],
    ['Included: a welcome drink and a robe', 'a welcome drink and a robe'],
    ['Towels are not provided.', 'Towels are not provided'],
  ])('finds it in "%s", so the sentence is kept for the reader', (text, found) => {
    const sheet = gatherFacts({}, { facts: [text] });
    expect(sheet.facts.filter((fact) => fact.kind === 'included').map((fact) => fact.text)).toContain(found);
    expect(sheet.sentences.map((sentence) => sentence.text).join(' ')).toContain(found);
  });

  it('is not found in a sentence that provides nothing', () => {
    const sheet = gatherFacts({}, { facts: ['Our monthly sound bath is back. We cannot wait to see you.'] });
    expect(sheet.facts.filter((fact) => fact.kind === 'included')).toEqual([]);
  });
});

describe('a date an offer runs until', () => {
  it.each([
    ['New members get their first week free until 30 April.', '30 April'],
    ['Early bird Rs 11,000 until 1 June', '1 June'],
    ['Book by 12 May to keep your place.', '12 May'],
    ['Offer ends 3 March.', '3 March'],
  ])('is a deadline in "%s", never the day of an event', (text, date) => {
    const sheet = gatherFacts({}, { facts: [text] });
    expect(sheet.facts).toContainEqual({ kind: 'deadline', text: date });
    expect(sheet.facts.filter((fact) => fact.kind === 'date')).toEqual([]);
  });

  it('leaves the day of an event a date', () => {
    const sheet = gatherFacts({}, { facts: ['Full moon sound bath on Friday 14 March, book by 10 March.'] });
    expect(sheet.facts).toContainEqual({ kind: 'date', text: 'Friday 14 March' });
    expect(sheet.facts).toContainEqual({ kind: 'deadline', text: '10 March' });
  });
});

describe('facts pasted with an event', () => {
  const sheet = gatherFacts({}, { facts: [RETREAT], notes: [NOTES] });
  const texts = sheet.facts.map((fact) => fact.text);

  it.each([
    ['dates', '19-21 June'],
    ['the duration', 'Two nights'],
    ['the place', 'Lagoon Flow, Grand Baie'],
    ['each teacher with their role', 'Anaïs (yoga)'],
    ['the second teacher', 'Ravi (sound bath)'],
    ['the price', 'Rs 12,500 pp'],
    ['the early-bird price', 'early bird Rs 11,000'],
    ['the deadline', '1 June'],
    ['what to bring', 'mat, warm layers, water bottle'],
    ['the WhatsApp number', '+230 5712 3456'],
    ['the link', 'www.lagoonflow.mu/solstice'],
    ['the places left', 'Only 5 places left'],
  ])('finds %s as written', (_, text) => {
    expect(texts).toContain(text);
  });

  it('carries the essentials a post needs: when, price, how to book, places left', () => {
    expect(sheet.essentials).toEqual(expect.arrayContaining(['Rs 12,500 pp', '+230 5712 3456', 'Only 5 places left']));
    expect(sheet.essentials[0]).toContain('19-21 June');
  });

  it('keeps a weekday and its date together in the essentials, as the studio wrote them', () => {
    const moon = gatherFacts({}, { facts: ['Full moon sound bath: friday 12 december, 7pm. Rs 800. WhatsApp +230 5712 3456'] });
    expect(moon.essentials[0]).toBe('friday 12 december, 7pm');
    const open = gatherFacts({}, { facts: ['Yin every Tuesday at 6pm, from 3 March. Rs 500.'] });
    expect(open.essentials[0]).toBe('Tuesday, 6pm');
  });

  it('does not give an event the time of another line', () => {
    const retreat = gatherFacts({}, { facts: ['Retreat 19-21 June, Rs 12,500.\nHoliday timetable: back on 24 June at 7am.'] });
    expect(retreat.essentials[0]).toBe('19-21 June');
    expect(gatherFacts({}, { facts: ['Sound bath at 7pm, Rs 800.'] }).essentials[0]).toBe('7pm');
  });

  it('reads the notes as instructions in the reader\'s words, not as text to print', () => {
    expect(sheet.instructions).toEqual({
      signOff: 'Anaïs',
      reminders: ['Please remember to bring warm layers, evenings get cold.'],
      mentions: ["We're closed on 25 Dec & 1 Jan."],
      avoid: ['detox'],
    });
    expect(sheet.sentences.map((s) => s.text).join(' ')).not.toMatch(/remind|sign off|mention/i);
    for (const line of [...sheet.instructions.reminders, ...sheet.instructions.mentions]) expect(quotes(line, NOTES)).toBe(false);
  });
});

describe('dates with their weekdays', () => {
  it.each([
    ['Ayurveda weekend Sat 14 - Sun 15 March at Prana Shala.', 'Sat 14 - Sun 15 March'],
    ['Retreat Friday 19 – Sunday 21 June 2026, arrive from 3pm.', 'Friday 19 – Sunday 21 June 2026'],
    ['Workshop on Saturday, 4 April.', 'Saturday, 4 April'],
  ])('keeps a range or a day with its weekday as one date: %s', (text, date) => {
    // Without it, "Sat 14 - Sun 15 March" was read as "15 March": the first day was lost.
    expect(gatherFacts({}, { facts: [text] }).facts).toContainEqual({ kind: 'date', text: date });
  });
});

describe('a mention in the notes', () => {
  it('is said in the studio\'s voice, not copied from the note', () => {
    const note = 'Mention we are closed on 1 May for the holiday.';
    const { mentions } = gatherFacts({}, { notes: [note] }).instructions;
    expect(mentions).toEqual(["We're closed on 1 May for the holiday."]);
    expect(quotes(mentions[0]!, note)).toBe(false);
  });
});

describe('a local phone number', () => {
  it('is found after the word that says it is one', () => {
    expect(gatherFacts({}, { facts: ['Consultations Mon-Sat. Call 465 1200.'] }).facts).toContainEqual({ kind: 'phone', text: 'Call 465 1200' });
  });
});

describe('a teacher named after "with"', () => {
  it.each([
    ['Prenatal yoga with Priya Ramdin. Tue/Thu 9:30am.', 'Priya Ramdin'],
    ['Sound bath with Ravi and friends', 'Ravi'],
    ['Yin & nidra with Anaïs, Friday 7pm', 'Anaïs'],
  ])('finds the teacher of "%s"', (text, name) => {
    expect(gatherFacts({}, { facts: [text] }).facts).toContainEqual({ kind: 'person', text: name });
  });

  it('does not take a month for a teacher', () => {
    expect(gatherFacts({}, { facts: ['Retreats with June, July and August dates'] }).facts.filter((f) => f.kind === 'person')).toEqual([]);
  });
});

describe('a brief', () => {
  const sheet = gatherFacts(
    {
      brief: {
        starts_on: '2026-06-19',
        ends_on: '2026-06-21',
        times: 'arrive from 3pm',
        location: 'Lagoon Flow, Royal Road, Grand Baie',
        leaders: 'Anaïs (yoga), Ravi (sound bath)',
        price: 'Rs 12,500 per person',
        booking: 'WhatsApp +230 5712 3456',
        places_left: 5,
        avoid: 'detox, "cleanse"',
      },
    },
    {},
  );

  it('gives its facts as labelled lines, dates as a reader reads them', () => {
    expect(sheet.details.map((line) => `${line.label}: ${line.value}`)).toEqual([
      'When: Friday 19 – Sunday 21 June 2026, arrive from 3pm',
      'Where: Lagoon Flow, Royal Road, Grand Baie',
      'With: Anaïs (yoga), Ravi (sound bath)',
      'Price: Rs 12,500 per person',
      'To book: WhatsApp +230 5712 3456',
      'Places: 5 places left',
    ]);
    expect(sheet.instructions.avoid).toEqual(['detox', 'cleanse']);
  });

  it('does not repeat a pasted sentence whose facts its lines already give', () => {
    const withDetails = gatherFacts({ brief: { price: 'Rs 12,500 per person', details: 'Price: Rs 12,500 per person. Parking at 7 Royal Road.' } }, {});
    expect(withDetails.sentences.map((s) => s.text)).toEqual(['Parking at 7 Royal Road.']);
  });
});

describe('the checks of a text against its inputs', () => {
  it('measures the longest run of words a text copies from a field', () => {
    const audience = 'Women and men 28-55 living or working in the north of Mauritius';
    expect(sharedRun('Classes for women and men 28-55 living or working in the north of Mauritius.', audience)).toBe(13);
    expect(quotes('Classes for busy people in the north.', audience)).toBe(false);
  });

  it('lists the facts a text leaves out', () => {
    const facts = gatherFacts({}, { facts: [RETREAT] }).facts;
    expect(missingFacts('Join us 19-21 June for Rs 12,500 pp.', facts).map((f) => f.text)).toContain('+230 5712 3456');
  });

  it('finds claims the inputs do not make', () => {
    expect(unfoundedClaims({}, 'Open to all levels, including complete beginners.', RETREAT)).toHaveLength(1);
    expect(unfoundedClaims({}, 'Open to all levels.', 'A gentle class for all levels')).toEqual([]);
    expect(unfoundedClaims({}, 'Download our free guide to prenatal yoga.', RETREAT)).toHaveLength(1);
    expect(unfoundedClaims({}, 'People often come to us for one reason, such as back pain, and stay for everything else.', RETREAT)).toHaveLength(1);
    expect(unfoundedClaims({}, 'One of the first changes people notice is deeper sleep.', RETREAT)).toHaveLength(1);
    expect(unfoundedClaims({}, 'Whether you join in person or online, you are welcome.', RETREAT)).toHaveLength(1);
    expect(unfoundedClaims({}, 'You can reschedule easily when life gets in the way.', RETREAT)).toHaveLength(1);
    expect(unfoundedClaims({}, 'Our community is one of the things our clients value most.', RETREAT)).toHaveLength(1);
    expect(unfoundedClaims({}, 'Join us online.', 'Classes on Zoom, online every Monday')).toEqual([]);
  });
});

describe('notes written about one client', () => {
  it('reads "remind her to bring..." as a reminder, not "to her to bring"', () => {
    expect(gatherFacts({}, { notes: ['Remind her to bring a cushion.'] }).instructions.reminders).toEqual(['Please remember to bring a cushion.']);
  });

  it('reads "Sign as Anaïs" as the sign-off', () => {
    expect(gatherFacts({}, { notes: ['Sign as Anaïs.'] }).instructions.signOff).toBe('Anaïs');
  });
});
