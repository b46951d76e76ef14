// What studios really type into the newsletter tool: event details pasted as the
// source text or as the topic, notes to the writer inside the source, audiences
// written as internal notes; with the filled profile (whose audience must not be
// printed), with none, and with a brief.

import type { MessyCase } from '../truth/messy-case.ts';
import { STUDIO } from '../shared/studio-context.fixture.ts';

const LAGOON = { profile: { ...STUDIO.profile, business_name: 'Lagoon Flow Yoga', target_audience: 'Women and men 28-55 living or working in the north of Mauritius (office workers, mums). Worries: back pain, stress' } };

const issue = (input: Record<string, string>) => ({ template: 'Weekly Wellness Digest', tone: 'Warm & Personal', ...input });

const RETREAT = 'SOLSTICE RETREAT 🌞 19-21 June\nTwo nights at Lagoon Flow, Grand Baie. Led by Anaïs (yoga) & Ravi (sound bath).\nRs 12,500 pp incl. all meals, early bird Rs 11,000 until 1 June\nBring: mat, warm layers, water bottle\nBook on WhatsApp +230 5712 3456 or www.lagoonflow.mu/solstice\nOnly 5 places left!';
const RETREAT_FACTS = ['19-21 June', 'Anaïs (yoga)', 'Ravi (sound bath)', 'Rs 12,500 pp', 'early bird Rs 11,000', '1 June', 'mat, warm layers, water bottle', '+230 5712 3456', 'www.lagoonflow.mu/solstice', 'Only 5 places left'];

export const MESSY: readonly MessyCase[] = [
  ...(['Weekly Wellness Digest', 'Mindfulness Monday', 'Wellness Tips & Tricks', 'Health & Nutrition Update', 'Self-Care Sunday', 'Motivation & Inspiration'] as const).map(
    (template): MessyCase => ({
      name: `the solstice retreat pasted as the source text (${template})`,
      runner: 'newsletter',
      input: issue({ template, topic: 'our solstice retreat', sourceText: `${RETREAT}\nSign off from Anaïs. Remind them to bring warm layers, evenings get cold.`, ctaGoal: 'book your place', ctaLink: 'www.lagoonflow.mu/solstice' }),
      ctx: LAGOON,
      mustPrint: RETREAT_FACTS,
      steering: [LAGOON.profile.target_audience, 'Sign off from Anaïs. Remind them to bring warm layers, evenings get cold.'],
      mustSay: [/Anaïs\nLagoon Flow Yoga/, 'Please remember to bring warm layers', 'href="https://www.lagoonflow.mu/solstice"'],
      mustNotSay: ['busy professionals', 'Sign off', 'Remind them', 'whenever you feel ready', 'office workers'],
    }),
  ),
  {
    name: 'the whole event pasted into the topic, no source text',
    runner: 'newsletter',
    input: issue({ topic: 'SOLSTICE RETREAT 🌞 19-21 June at Lagoon Flow, Grand Baie, Rs 12,500 pp, WhatsApp +230 5712 3456, only 5 places left' }),
    ctx: LAGOON,
    mustPrint: ['19-21 June', 'Lagoon Flow, Grand Baie', 'Rs 12,500 pp', '+230 5712 3456', 'only 5 places left'],
    steering: [LAGOON.profile.target_audience],
    mustNotSay: [/Focus: Solstice Retreat 🌞 19/i, /12,500 (?:is|can)/],
  },
  {
    name: 'a spa update in euros with an avoided word in the source',
    runner: 'newsletter',
    input: issue({
      template: 'Self-Care Sunday',
      topic: 'winter rituals',
      sourceText: 'New: 90 min hammam ritual €120, Tuesdays to Sundays from 10am. Book at spa-ananda.com/hammam.\nDon\'t use the word "detox".',
      tone: 'Calm & Soothing',
    }),
    ctx: { profile: { business_name: 'Spa Ananda', business_type: 'spa' } },
    mustPrint: ['90 min', '€120', 'Tuesdays to Sundays', '10am', 'spa-ananda.com/hammam'],
    steering: [],
    mustNotSay: [/detox/i, "Don't use"],
  },
  {
    name: 'Ayurveda newsletter from a brief, no profile, no source',
    runner: 'newsletter',
    input: issue({ template: 'Health & Nutrition Update', topic: 'eating for autumn', audience: 'people who asked about bloating at the open day, mostly 40+' }),
    ctx: { brief: { kind: 'workshop', title: 'Ayurveda for autumn', starts_on: '2026-10-03', times: '10am-1pm', location: 'Prana Shala, Moka', leaders: 'Dr. Meera (Ayurveda)', price: 'Rs 1,800', booking: 'pranashala.mu/autumn', places_left: 12 } },
    mustPrint: ['Saturday 3 October 2026', '10am-1pm', 'Prana Shala, Moka', 'Dr. Meera (Ayurveda)', 'Rs 1,800', 'pranashala.mu/autumn', '12 places left'],
    steering: ['people who asked about bloating at the open day, mostly 40+'],
    mustNotSay: ['bloating', '40+'],
  },
  {
    name: 'a coach newsletter with an audience written as an internal note',
    runner: 'newsletter',
    input: issue({
      template: 'Motivation & Inspiration',
      topic: 'starting again',
      audience: 'ex-clients from the 2024 programme, a few were upset about the price rise, do not bring it up',
      sourceText: 'Group coaching restarts Monday 2 March: 4 weeks, £120. Reply to this email to join.',
      tone: 'Inspiring',
    }),
    ctx: { profile: { business_name: 'Rise Coaching', business_type: 'life-coach' } },
    mustPrint: ['Monday 2 March', '4 weeks', '£120'],
    steering: ['ex-clients from the 2024 programme, a few were upset about the price rise, do not bring it up'],
    mustNotSay: ['price rise', 'one of our members'],
  },
  {
    name: 'a timetable change as a bullet list with lowercase days',
    runner: 'newsletter',
    input: issue({
      template: 'Wellness Tips & Tricks',
      topic: 'better sleep',
      sourceText: '- yin moves to thursday 7pm\n- sunrise flow starts 6:15am on weekdays\n- drop-in now Rs 550',
    }),
    ctx: STUDIO,
    mustPrint: ['thursday', '7pm', '6:15am', 'weekdays', 'Rs 550'],
    steering: [],
    mustNotSay: ['busy professionals'],
  },
  {
    name: 'a story for the newsletter with no facts, only a teacher\'s words',
    runner: 'newsletter',
    input: issue({ template: 'Motivation & Inspiration', topic: 'patience', sourceText: 'Our teacher Léa says the hardest pose is showing up on a tired day.' }),
    ctx: STUDIO,
    mustPrint: ['Léa', 'showing up on a tired day'],
    steering: [],
    mustNotSay: ['she told us she finally feels'],
  },
  {
    name: 'a teacher training with dollars, an email address and a deadline',
    runner: 'newsletter',
    input: issue({
      template: 'Mindfulness Monday',
      topic: 'our teacher training',
      sourceText: '200h YTT: 6 weekends from 12 Sept with Maya Ortiz (vinyasa teacher). $2,400, or $2,100 if paid before 1 August. Email hello@sunriseyoga.com for the syllabus.',
      ctaGoal: 'apply now',
      ctaLink: 'https://sunriseyoga.com/ytt',
    }),
    ctx: { profile: { business_name: 'Sunrise Yoga', business_type: 'yoga-studio' } },
    mustPrint: ['12 Sept', 'Maya Ortiz (vinyasa teacher)', '$2,400', '$2,100', '1 August', 'hello@sunriseyoga.com', 'https://sunriseyoga.com/ytt'],
    steering: [],
  },
  {
    name: 'a link that is a phone number is left out of the button',
    runner: 'newsletter',
    input: issue({ topic: 'sound baths', sourceText: 'Sound bath every Sunday at 5pm, Rs 600.', ctaLink: 'WhatsApp 5712 3456' }),
    ctx: STUDIO,
    mustPrint: ['every Sunday', '5pm', 'Rs 600'],
    steering: [],
    mustNotSay: ['href="WhatsApp', 'WhatsApp 5712'],
  },
  {
    name: 'a closure and a new teacher with notes to the writer in the source',
    runner: 'newsletter',
    input: issue({
      template: 'Weekly Wellness Digest',
      topic: 'December at the studio',
      sourceText: 'Welcome Tomás (pilates teacher), teaching Wednesdays at 6pm from 3 December.\nMention the studio is closed 25 Dec & 1 Jan.\nNote to writer: keep it cosy, lots of people are tired at this time of year and we want them to feel welcome.',
    }),
    ctx: STUDIO,
    mustPrint: ['Tomás (pilates teacher)', 'Wednesdays', '6pm', '3 December'],
    steering: ['Note to writer: keep it cosy, lots of people are tired at this time of year and we want them to feel welcome.'],
    mustSay: ["We're closed on 25 Dec & 1 Jan"],
    mustNotSay: ['Note to writer', 'Mention the studio'],
  },
  {
    name: 'a Bondi beach class in AUD with an Australian mobile',
    runner: 'newsletter',
    input: issue({ template: 'Self-Care Sunday', topic: 'salt and sun', sourceText: 'Sunset yoga on Bondi Beach, Friday 27 February 6:30pm. $25 AUD. Text 0412 345 678 to book.' }),
    ctx: { profile: { business_name: 'Salt Yoga Bondi' } },
    mustPrint: ['Bondi Beach', 'Friday 27 February', '6:30pm', '0412 345 678'],
    steering: [],
  },
  {
    name: 'emoji-heavy breathwork paste with a booking email, no profile',
    runner: 'newsletter',
    input: issue({ template: 'Wellness Tips & Tricks', topic: 'breathing for stress', sourceText: '🌬️ Breathwork workshop 🌬️\n📅 Sunday 22 March\n⏰ 9am-11am\n💰 £35\n📧 book@breathe-london.co.uk' }),
    mustPrint: ['Sunday 22 March', '9am-11am', '£35', 'book@breathe-london.co.uk'],
    steering: [],
  },
  {
    name: 'a massage clinic update with labelled lines and an avoided claim',
    runner: 'newsletter',
    input: issue({
      template: 'Health & Nutrition Update',
      topic: 'recovery after sport',
      sourceText: 'Where: Body Works Clinic, 12 Rue Desforges, Port Louis\nPrice: Rs 1,500 for 45 min sports massage\nDon\'t promise pain relief.',
      tone: 'Professional',
    }),
    ctx: { profile: { business_name: 'Body Works Clinic', business_type: 'massage' } },
    mustPrint: ['12 Rue Desforges, Port Louis', 'Rs 1,500', '45 min'],
    steering: [],
    mustNotSay: [/pain relief/i, "Don't promise"],
  },
  {
    name: 'a qi gong class by donation with a brief and the studio profile',
    runner: 'newsletter',
    input: issue({ template: 'Mindfulness Monday', topic: 'moving slowly' }),
    ctx: { ...STUDIO, brief: { kind: 'class', title: 'Qi gong in the park', times: 'Sundays 8am', location: 'Jardin de Pamplemousses, main gate', price: 'by donation', leaders: 'Wei (qi gong)' } },
    mustPrint: ['Sundays 8am', 'Jardin de Pamplemousses, main gate', 'by donation', 'Wei (qi gong)'],
    steering: [],
    mustNotSay: ['busy professionals'],
  },
  {
    name: 'a French retreat with accents and euros',
    runner: 'newsletter',
    input: issue({ template: 'Motivation & Inspiration', topic: 'retraite en Provence', sourceText: 'Retreat 4-8 May at Mas des Oliviers, Ménerbes. With Hélène Dubois (yoga) and Zoë (chef). €1,250 per person, shared room.' }),
    ctx: { profile: { business_name: 'Atelier Souffle' } },
    mustPrint: ['4-8 May', 'Mas des Oliviers, Ménerbes', 'Hélène Dubois (yoga)', 'Zoë (chef)', '€1,250 per person'],
    steering: [],
  },
];
