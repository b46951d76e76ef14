// What studios really type into the blog tool: an article's title and keywords, an
// audience written as internal notes, and details of an event or offer pasted as they
// arrived, notes to the writer among them; some from a brief. The truth corpus runs them all.

import type { GeneratorContext } from '../shared/context.ts';
import { STUDIO } from '../shared/studio-context.fixture.ts';
import type { MessyCase } from '../truth/messy-case.ts';
import { NOTES_AUDIENCE, NOTES_PROFILE } from '../website/website-messy.fixture.ts';

type Article = { title: string; keywords: string[]; wordCount?: number; tone?: string; targetAudience?: string; details?: string };

const article = (name: string, input: Article, ctx: GeneratorContext | undefined, check: Omit<MessyCase, 'name' | 'runner' | 'input' | 'ctx'>): MessyCase => ({
  name,
  runner: 'blog-article',
  input: { wordCount: 800, tone: 'Warm & Personal', ...input },
  ctx,
  ...check,
});

const titles = (name: string, keywords: string[], targetAudience: string | undefined, ctx: GeneratorContext | undefined, check: Omit<MessyCase, 'name' | 'runner' | 'input' | 'ctx'>): MessyCase => ({
  name: `titles: ${name}`,
  runner: 'blog-titles',
  input: { keywords, targetAudience },
  ctx,
  ...check,
});

const SPIRITUAL: GeneratorContext = { profile: { ...NOTES_PROFILE.profile, brand_personality: { spiritual_practical: 10, calm_energetic: 30, formal_casual: 50, detailed_concise: 50 } } };
const SPA_AUDIENCE = 'hotel guests (mostly European couples 40+), locals on weekends; they hate being upsold';
const SPA: GeneratorContext = { profile: { business_name: 'Maison Ondine Spa', business_type: 'spa-wellness', target_audience: SPA_AUDIENCE, primary_services: ['Massages', 'Facials'] } };
const NEVER = [/sanctuary/i, /membership/i, /many of our students/i, /lunchtime/i, /download/i, /hatha/i];

const WORKSHOP = `Yin & nidra workshop with Anaïs, sat 14 march 2-4pm 🌙
Rs 800, bring a blanket + eye pillow
Book: WhatsApp +230 5712 3456
Note to writer: don't use the word "detox", mention parking is free at the back`;

export const MESSY: readonly MessyCase[] = [
  article('a sleep article for a spiritual studio whose audience is notes', { title: 'Yoga for Better Sleep', keywords: ['yin yoga', 'sleep'], targetAudience: NOTES_AUDIENCE }, SPIRITUAL, {
    mustPrint: [],
    steering: [NOTES_AUDIENCE],
    mustNotSay: NEVER,
  }),
  article('the profile\'s audience notes, the form left blank', { title: 'Why Back Pain Loves a Slow Practice', keywords: ['back pain', 'gentle yoga'] }, NOTES_PROFILE, {
    mustPrint: [],
    steering: [NOTES_AUDIENCE, NOTES_PROFILE.profile?.business_description ?? ''],
    mustNotSay: [/worries/i, /28-55/],
  }),
  article('a workshop pasted with notes to the writer', { title: '3 Yin Poses to Help You Fall Asleep', keywords: ['yin yoga', 'better sleep'], details: WORKSHOP, targetAudience: 'busy professionals' }, STUDIO, {
    mustPrint: ['sat 14 march', '2-4pm', 'Anaïs', 'Rs 800', 'blanket + eye pillow', '+230 5712 3456'],
    steering: [],
    mustSay: [/parking is free at the back/i, 'busy professionals'],
    mustNotSay: [/detox/i, /note to writer/i, /mention parking/i],
  }),
  article('the same workshop in 600 words', { title: 'Sleep Better With Yin', keywords: ['yin yoga'], wordCount: 600, details: WORKSHOP }, STUDIO, {
    mustPrint: ['Rs 800', '+230 5712 3456', 'sat 14 march'],
    steering: [],
    mustNotSay: [/detox/i],
  }),
  article(
    'a retreat from a brief, the article ends on its date',
    { title: 'What a Weekend of Silence Teaches You', keywords: ['silent retreat', 'meditation'] },
    { ...NOTES_PROFILE, brief: { kind: 'event', title: 'Silent weekend', starts_on: '2026-06-19', ends_on: '2026-06-21', location: 'Lagoon Flow, Grand Baie', leaders: 'Anaïs (meditation)', price: 'Rs 12,500 per person', booking: 'www.lagoonflow.mu/silence', places_left: 5, audience: NOTES_AUDIENCE, avoid: 'detox' } },
    {
      mustPrint: ['Friday 19 – Sunday 21 June 2026', 'Lagoon Flow, Grand Baie', 'Anaïs (meditation)', 'Rs 12,500 per person', 'www.lagoonflow.mu/silence', '5 places left'],
      steering: [NOTES_AUDIENCE],
      mustSay: ['on Friday 19 June.'],
      mustNotSay: [/detox/i],
    },
  ),
  article(
    'a spa offer in euros with a bullet list',
    {
      title: 'The Quiet Power of a Hot Stone Massage',
      keywords: ['hot stone massage'],
      tone: 'Calming & Meditative',
      details: `Hot stone ritual - winter offer
• 75 min, €95 (was €120)
• Tuesday to Saturday, 10am-7pm
• Maison Ondine, 4 Rue du Port, Antibes
• call 04 93 12 34 56`,
    },
    SPA,
    { mustPrint: ['75 min', '€95', '€120', 'Tuesday to Saturday', '10am-7pm', '04 93 12 34 56'], steering: [SPA_AUDIENCE], mustNotSay: [/online (?:classes|sessions|booking)/i, /packages/i] },
  ),
  article(
    'an Ayurveda article with a consultation price in rupees',
    { title: 'Ayurveda for Low Energy in Winter', keywords: ['ayurveda', 'low energy'], tone: 'Professional & Informative', details: 'Consultations with Dr. Meera Pillai, Rs 3,500 (90 min), Mon-Sat. Call 465 1200.' },
    { profile: { business_name: 'Shanti Ayurveda', business_type: 'ayurveda-clinic', target_audience: 'people 35-60 with fatigue; GP referrals; some sceptical' } },
    { mustPrint: ['Meera Pillai', 'Rs 3,500', '90 min', 'Mon-Sat', '465 1200'], steering: ['people 35-60 with fatigue; GP referrals; some sceptical'], mustNotSay: [/qualified/i] },
  ),
  article(
    'a coach in pounds, expert tone, no services in the profile',
    { title: 'Sleep After a Baby: What Actually Helps', keywords: ['postnatal sleep'], tone: 'Expert & Authoritative', targetAudience: 'new mums', details: 'My 6-week programme starts Monday 2 March: £240, weekly calls on Zoom. Sign up at clarawells.co.uk/sleep' },
    { profile: { business_name: 'Clara Wells Coaching', business_type: 'wellness-coach' } },
    { mustPrint: ['6-week programme', 'Monday 2 March', '£240', 'clarawells.co.uk/sleep'], steering: [], mustSay: ['new mums'], mustNotSay: [/one-to-one sessions/i, /online programs/i] },
  ),
  article(
    'a pilates article in dollars with places left',
    { title: 'Reformer Pilates for Desk Backs', keywords: ['reformer pilates', 'posture'], tone: 'Energetic & Motivating', details: 'New 6am class with Kai Nakamura from mon 5 jan, $32 drop-in. only 3 spots left!' },
    undefined,
    { mustPrint: ['Kai Nakamura', '6am', 'mon 5 jan', '$32', 'only 3 spots left'], steering: [], mustNotSay: [/vinyasa/i, /group classes/i] },
  ),
  article(
    'a calm article with nothing to sell and no profile',
    { title: 'Breathing Through a Hard Week', keywords: ['breathwork'], tone: 'Calming & Meditative', wordCount: 600 },
    undefined,
    { mustPrint: [], steering: [], mustNotSay: [/small groups/i, /experienced team/i, /online (?:classes|sessions|booking)/i] },
  ),
  article(
    'a sound bath with a French venue and a note to sign nothing',
    { title: 'What Happens in a Sound Bath', keywords: ['sound bath'], tone: 'Friendly & Conversational', details: 'Full moon sound bath with Ravi, 7pm, Salle des Fêtes, Flic en Flac. Rs 500. Avoid the word "healing" please' },
    undefined,
    { mustPrint: ['Ravi', '7pm', 'Rs 500'], steering: [], mustNotSay: [/healing/i] },
  ),
  article(
    'the second take of the notes-audience article',
    { title: 'Yoga for Anxious Minds', keywords: ['yoga for anxiety'], tone: 'Inspiring & Uplifting', wordCount: 1200 },
    NOTES_PROFILE,
    { mustPrint: [], steering: [NOTES_AUDIENCE, NOTES_PROFILE.profile?.business_description ?? ''], mustNotSay: NEVER },
  ),
  article(
    'an open class brief: no date to invite to',
    { title: 'Why Lunchtime Yoga Works', keywords: ['lunchtime yoga'] },
    { ...STUDIO, brief: { kind: 'class', title: 'Lunch flow', times: 'Tue & Thu 12:15-12:50', location: 'Lotus Flow Studio, Port Louis', price: 'Rs 450 a class' } },
    { mustPrint: ['Tue & Thu 12:15-12:50', 'Lotus Flow Studio, Port Louis', 'Rs 450 a class'], steering: [], mustNotSay: [/would love to see you on/i] },
  ),
  titles('titles never carry audience notes', ['yin yoga', 'sleep'], NOTES_AUDIENCE, undefined, { mustPrint: [], steering: [NOTES_AUDIENCE], mustNotSay: [/28-55/, /women and men/i] }),
  titles('titles from the profile\'s notes', ['back pain'], undefined, NOTES_PROFILE, { mustPrint: [], steering: [NOTES_AUDIENCE], mustNotSay: [/worries/i] }),
  titles('an audience of ages and places in brackets', ['postnatal yoga'], 'new mums (0-12 months), Curepipe & Vacoas, mostly first babies', undefined, { mustPrint: [], steering: [], mustNotSay: [/0-12 months/, /first babies/i] }),
];
