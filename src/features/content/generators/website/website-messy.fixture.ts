// What studios really type into the website tool: page descriptions pasted with
// timetables, prices, teachers and WhatsApp numbers, notes to the writer among them,
// audiences written as internal notes, and briefs. The truth corpus runs them all.

import type { GeneratorContext } from '../shared/context.ts';
import { STUDIO } from '../shared/studio-context.fixture.ts';
import type { MessyCase } from '../truth/messy-case.ts';

export const NOTES_AUDIENCE =
  'Women and men 28-55 living or working in the north of Mauritius (Grand Baie, Pereybere). Worries: back pain, burnout, sleep, anxiety, feeling judged. Goals: calm, strength, community.';
const NOTES_DESCRIPTION = 'We are a small team of two teachers who started in a garage in 2019 and now run classes by the lagoon in Grand Baie.';
export const NOTES_PROFILE: GeneratorContext = {
  profile: { business_name: 'Lagoon Flow', business_type: 'yoga-studio', business_description: NOTES_DESCRIPTION, target_audience: NOTES_AUDIENCE },
};
const SPA: GeneratorContext = {
  profile: { business_name: 'Maison Ondine Spa', business_type: 'spa-wellness', target_audience: 'couples on holiday', primary_services: ['Massages', 'Facials'] },
};
const AYURVEDA: GeneratorContext = {
  profile: {
    business_name: 'Shanti Ayurveda',
    business_type: 'ayurveda-clinic',
    target_audience: 'people with chronic fatigue, IBS or stress; mostly 35-60, many referred by GPs, some sceptical',
    business_description: 'Ayurvedic consultations and treatments run by Dr. Meera Pillai in Quatre Bornes since 2012.',
  },
};
const COACH: GeneratorContext = { profile: { business_name: 'Clara Wells Coaching', business_type: 'wellness-coach', target_audience: 'new mums' } };

type Page = { businessName: string; keywords: string[]; pageAbout: string; targetAudience?: string; tone?: string };

const hero = (name: string, page: Page, ctx: GeneratorContext | undefined, check: Omit<MessyCase, 'name' | 'runner' | 'input' | 'ctx'>, wordCount = 100): MessyCase => ({
  name: `hero: ${name}`,
  runner: 'website-hero',
  input: { ...page, h1: `${page.keywords[0]} at ${page.businessName}`, wordCount },
  ctx,
  ...check,
});

const section = (name: string, h2: string, page: Page, ctx: GeneratorContext | undefined, check: Omit<MessyCase, 'name' | 'runner' | 'input' | 'ctx'>): MessyCase => ({
  name: `section "${h2}": ${name}`,
  runner: 'website-section',
  input: { ...page, h2, wordCount: 150 },
  ctx,
  ...check,
});

const headlines = (name: string, runner: 'website-h1' | 'website-h2' | 'website-cta', page: Page, ctx: GeneratorContext | undefined, check: Omit<MessyCase, 'name' | 'runner' | 'input' | 'ctx'>, placement = 'multiple'): MessyCase => ({
  name: `${runner}: ${name}`,
  runner,
  input: { ...page, h1: `${page.keywords[0]} at ${page.businessName}`, placement },
  ctx,
  ...check,
});

const PRENATAL: Page = {
  businessName: 'Lagoon Flow',
  keywords: ['prenatal yoga Grand Baie'],
  pageAbout: 'Prenatal yoga with Priya Ramdin. Tue/Thu 9:30-10:30am at Lagoon Flow, Royal Road, Grand Baie. Rs 600 per class, Rs 2,000 for 4 classes. Book on WhatsApp +230 5712 3456.',
};
const PRENATAL_FACTS = ['Priya Ramdin', 'Tue/Thu 9:30-10:30am', 'Lagoon Flow, Royal Road, Grand Baie', 'Rs 600 per class', 'Rs 2,000 for 4 classes', '+230 5712 3456'];
const NEVER = [/membership/i, /introductory/i, /corporate/i, /lunchtime/i, /download/i, /free trial/i];

const SOUND: Page = {
  businessName: 'Ravi Sound Healing',
  keywords: ['sound bath'],
  pageAbout: `🌕 Full moon sound bath
• every full moon, 7pm-8:30pm
• at the Banyan Hall, Flic en Flac
• €25 pp / €40 for two
• bring a blanket & cushion
• whatsapp +230 5988 1122`,
};
const RETREAT: Page = {
  businessName: 'Casa Ánima',
  keywords: ['yoga retreat Portugal'],
  pageAbout: `Autumn reset retreat 3-7 October 2026 in the Alentejo.
Led by Inês Carvalho (yoga) & Tomás (chef).
€1,150 per person in a shared room, early bird €990 until 31 July.
Only 6 places left.
Questions: hola@casaanima.pt`,
};

export const MESSY: readonly MessyCase[] = [
  hero('a prenatal class with its timetable, prices and teacher, audience written as notes', PRENATAL, NOTES_PROFILE, {
    mustPrint: PRENATAL_FACTS,
    steering: [NOTES_AUDIENCE, NOTES_DESCRIPTION],
    mustNotSay: NEVER,
  }),
  hero('the same page in 50 words: the facts win over the count', PRENATAL, NOTES_PROFILE, { mustPrint: PRENATAL_FACTS, steering: [NOTES_AUDIENCE], mustNotSay: NEVER }, 50),
  hero('the prenatal page with a short audience of its own', { ...PRENATAL, targetAudience: 'mums-to-be' }, NOTES_PROFILE, {
    mustPrint: PRENATAL_FACTS,
    steering: [NOTES_AUDIENCE],
    mustSay: ['mums-to-be'],
  }),
  hero('a sound bath as a bullet list with an emoji and a lowercase whatsapp', SOUND, undefined, {
    mustPrint: ['7pm-8:30pm', 'Banyan Hall, Flic en Flac', '€25 pp', '€40 for two', 'blanket & cushion', '+230 5988 1122'],
    steering: [],
    mustNotSay: [/hatha|vinyasa|one-to-one/i],
  }),
  hero('a retreat with accents, an early bird and places left', RETREAT, STUDIO, {
    mustPrint: ['3-7 October 2026', 'Inês Carvalho (yoga)', 'Tomás (chef)', '€1,150 per person', 'early bird €990', '31 July', 'Only 6 places left', 'hola@casaanima.pt'],
    steering: [],
    mustSay: [/on 3-7 October 2026/],
    mustNotSay: [/first session/i],
  }),
  hero(
    'a spa day with notes to the writer among the facts',
    {
      businessName: 'Maison Ondine Spa',
      keywords: ['couples massage'],
      pageAbout: `Couples massage ritual, 90 minutes, Rs 7,500 per couple.
Open Wed to Sun 10am-6pm, Trou aux Biches.
pls mention there is free parking at the back. Don't use the word "cheap".`,
    },
    SPA,
    { mustPrint: ['90 minutes', 'Rs 7,500 per couple', 'Wed to Sun', '10am-6pm', 'Trou aux Biches'], steering: [], mustSay: [/free parking at the back/i], mustNotSay: [/\bcheap\b/i, /pls mention/i] },
  ),
  hero(
    'an Ayurveda clinic whose audience is a paragraph of internal notes',
    {
      businessName: 'Shanti Ayurveda',
      keywords: ['ayurvedic consultation'],
      pageAbout: 'Ayurvedic consultation with Dr. Meera Pillai (90 min): pulse reading, diet plan and follow-up. Rs 3,500. Mon-Sat at 12 Royal Road, Quatre Bornes. Call 5 729 0011 or 465 1200.',
    },
    AYURVEDA,
    { mustPrint: ['Meera Pillai', '90 min', 'Rs 3,500', 'Mon-Sat', 'Quatre Bornes'], steering: [AYURVEDA.profile?.target_audience ?? '', AYURVEDA.profile?.business_description ?? ''], mustNotSay: [/chronic fatigue, IBS/i] },
  ),
  hero(
    'a coach with prices in pounds and a new-mum audience',
    { businessName: 'Clara Wells Coaching', keywords: ['postnatal wellbeing coaching'], pageAbout: 'Six 1:1 calls over 12 weeks, £480 or 3 x £165. Zoom or in person in Bath. Book at clarawells.co.uk/start' },
    COACH,
    { mustPrint: ['12 weeks', '£480', '3 x £165', 'clarawells.co.uk/start'], steering: [], mustSay: ['new mums'] },
  ),
  hero(
    'a class in dollars with a teacher named after "led by"',
    { businessName: 'Pacific Pilates', keywords: ['reformer pilates'], pageAbout: 'Reformer pilates led by Kai Nakamura, mon/wed/fri 6:30am, $32 a class or $240 for ten. 12 reformers, max 12 people.' },
    undefined,
    { mustPrint: ['Kai Nakamura', 'mon/wed/fri', '6:30am', '$32', '$240', 'max 12'], steering: [] },
  ),
  hero(
    'a workshop from a brief on a fixed date',
    { businessName: 'Lotus Flow Studio', keywords: ['yin yoga workshop'], pageAbout: '' },
    { ...STUDIO, brief: { kind: 'workshop', title: 'Yin & sleep workshop', starts_on: '2026-03-14', times: '2-4pm', location: 'Lotus Flow Studio, Port Louis', leaders: 'Anaïs (yin)', price: 'Rs 800', booking: 'WhatsApp +230 5712 3456', places_left: 4, audience: 'insomniacs, mostly office workers 30-50 who have tried apps and melatonin' } },
    { mustPrint: ['Saturday 14 March 2026', '2-4pm', 'Lotus Flow Studio, Port Louis', 'Anaïs (yin)', 'Rs 800', '+230 5712 3456', '4 places left'], steering: ['insomniacs, mostly office workers 30-50 who have tried apps and melatonin'], mustSay: ['on Saturday 14 March.'] },
  ),
  hero(
    'a retreat brief whose notes ask to avoid a word',
    { businessName: 'Lagoon Flow', keywords: ['solstice retreat'], pageAbout: 'Solstice retreat by the lagoon' },
    { ...NOTES_PROFILE, brief: { starts_on: '2026-06-19', ends_on: '2026-06-21', location: 'Lagoon Flow, Grand Baie', price: 'Rs 12,500 per person', bring: 'mat, warm layers', avoid: 'detox, "cleanse"' } },
    { mustPrint: ['Friday 19 – Sunday 21 June 2026', 'Lagoon Flow, Grand Baie', 'Rs 12,500 per person', 'mat, warm layers'], steering: [NOTES_AUDIENCE], mustNotSay: [/detox/i, /cleanse/i] },
  ),
  hero(
    'a page described in a short phrase, with no facts at all',
    { businessName: 'Om Shanti', keywords: ['meditation'], pageAbout: 'our meditation evenings' },
    undefined,
    { mustPrint: [], steering: [], mustNotSay: [/small groups/i, /experienced/i, /sanctuary/i] },
  ),
  hero(
    'an open class with a French teacher and euros, in a calm tone',
    { businessName: 'Atelier Souffle', keywords: ['yoga doux'], pageAbout: 'Gentle yoga with Hélène Dubois, every Thursday 18h30, 15 € la séance, 12 Rue des Lilas.', tone: 'Calm & Serene' },
    undefined,
    { mustPrint: ['Hélène Dubois', 'Thursday', '18h30', '15 €'], steering: [] },
  ),
  section('the prenatal prices, under the stock heading that promised memberships', 'Pricing and Memberships', PRENATAL, NOTES_PROFILE, {
    mustPrint: ['Rs 600 per class', 'Rs 2,000 for 4 classes'],
    steering: [NOTES_AUDIENCE, NOTES_DESCRIPTION],
    mustNotSay: NEVER,
  }),
  section('the prenatal teacher', 'Meet Our Teachers', PRENATAL, NOTES_PROFILE, { mustPrint: ['Priya Ramdin'], steering: [NOTES_AUDIENCE], mustNotSay: [/years of training/i, /recognised professional training/i] }),
  section('the prenatal timetable', 'Our Classes and Services', PRENATAL, NOTES_PROFILE, { mustPrint: ['Tue/Thu 9:30-10:30am'], steering: [NOTES_AUDIENCE], mustNotSay: NEVER }),
  section('how to book the prenatal class', 'Begin Your Prenatal Yoga Journey Today', PRENATAL, NOTES_PROFILE, { mustPrint: PRENATAL_FACTS.slice(1), steering: [NOTES_AUDIENCE], mustNotSay: NEVER }),
  section('what to bring to a sound bath', 'Frequently Asked Questions', SOUND, undefined, { mustPrint: ['blanket & cushion'], steering: [], mustNotSay: [/we provide everything/i, /complete beginners/i] }),
  section('the retreat prices with an early bird', 'Pricing', RETREAT, STUDIO, { mustPrint: ['€1,150 per person', 'early bird €990', '31 July', 'Only 6 places left'], steering: [] }),
  section('the retreat hosts', 'Meet Our Teachers', RETREAT, STUDIO, { mustPrint: ['Inês Carvalho (yoga)', 'Tomás (chef)'], steering: [] }),
  section('testimonials nobody gave', 'What Our Clients Say', SOUND, undefined, { mustPrint: [], steering: [], mustNotSay: [/clients often tell us/i, /people describe/i] }),
  section('a spa story with a profile audience', 'Our Story', { businessName: 'Maison Ondine Spa', keywords: ['spa day'], pageAbout: 'Day spa in Trou aux Biches' }, SPA, { mustPrint: [], steering: [], mustNotSay: [/online/i] }),
  headlines('prenatal headlines never name the audience notes', 'website-h1', PRENATAL, NOTES_PROFILE, { mustPrint: [], steering: [NOTES_AUDIENCE], mustNotSay: [/28-55/, /expert-led/i] }),
  headlines('section headings promise no testimonials', 'website-h2', PRENATAL, NOTES_PROFILE, { mustPrint: [], steering: [NOTES_AUDIENCE], mustNotSay: [/what our clients say/i, /membership/i] }),
  headlines('calls to action offer no guide, trial or free friend', 'website-cta', PRENATAL, NOTES_PROFILE, { mustPrint: [], steering: [NOTES_AUDIENCE], mustNotSay: [/download/i, /free trial/i, /introductory/i, /for free/i] }),
  headlines('a single call to action, friendly tone', 'website-cta', { ...SOUND, tone: 'Friendly & Approachable' }, undefined, { mustPrint: [], steering: [], mustNotSay: [/free/i] }, 'single'),
  headlines('bottom calls to action for a retreat', 'website-cta', RETREAT, STUDIO, { mustPrint: [], steering: [], mustNotSay: [/free consultation/i] }, 'bottom'),
];
