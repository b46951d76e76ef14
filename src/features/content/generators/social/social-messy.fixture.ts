// What studios really paste into the social tool: event details with dates, prices,
// teachers, what to bring and a WhatsApp number; notes to the writer inside the
// pasted text; audiences written as internal notes; briefs. Each case says which
// facts every post result must print, what only steers, and what obeying the notes shows.

import type { MessyCase } from '../truth/messy-case.ts';
import { STUDIO } from '../shared/studio-context.fixture.ts';

const ALL = ['instagram', 'facebook', 'linkedin'] as const;
const LONG_AUDIENCE = 'Women and men 28-55 living or working in the north of Mauritius (mostly office workers). Worries: back pain, stress, no time';
const NOTE_AUDIENCE = 'our regulars plus tourists from the beach hotels, most have never done yoga, keep it light';

type Case = Omit<MessyCase, 'runner' | 'steering'> & { steering?: readonly string[] };
const social = (c: Case): MessyCase => ({ runner: 'social', steering: [], ...c });

export const MESSY: readonly MessyCase[] = [
  social({
    name: 'a retreat pasted whole, with a long audience',
    input: {
      platforms: ALL,
      topic: 'Solstice retreat with Anaïs and Ravi',
      targetAudience: LONG_AUDIENCE,
      keywords: ['solstice retreat', 'teachers'],
      sourceText: `SOLSTICE RETREAT 🌞 19-21 June\nTwo nights at Lagoon Flow, Grand Baie. Led by Anaïs (yoga) & Ravi (sound bath).\nRs 12,500 pp incl. all meals, early bird Rs 11,000 until 1 June\nBring: mat, warm layers, water bottle\nBook on WhatsApp +230 5712 3456 or www.lagoonflow.mu/solstice\nOnly 5 places left!`,
    },
    ctx: STUDIO,
    mustPrint: ['19-21 June', 'Anaïs (yoga)', 'Ravi (sound bath)', 'Rs 12,500 pp', 'early bird Rs 11,000', '1 June', 'mat, warm layers, water bottle', '+230 5712 3456', 'www.lagoonflow.mu/solstice', 'Only 5 places left'],
    steering: [LONG_AUDIENCE],
    mustNotSay: [/minutes of solstice/i, /all levels|beginners/i],
  }),
  social({
    name: 'a sound bath in lowercase with notes to the writer inside',
    input: {
      platforms: ['instagram', 'linkedin'],
      topic: 'full moon sound bath 🌕',
      targetAudience: 'meditation regulars',
      sourceText: `- friday 12 december, 7pm to 8.30pm\n- Rs 800 per person\n- bring a blanket and an eye pillow\n- WhatsApp +230 5712 3456\nPlease remind them to arrive 10 minutes early. Sign off from Ravi. Don't use the word "healing".`,
    },
    mustPrint: ['friday 12 december', '7pm to 8.30pm', 'Rs 800 per person', 'a blanket and an eye pillow', '+230 5712 3456'],
    mustSay: ['— Ravi', 'Please remember to arrive 10 minutes early.'],
    mustNotSay: [/\bhealing\b/i, /sign off/i, /remind them/i],
  }),
  social({
    name: 'a spa treatment with no topic, prices in euros',
    input: { platforms: ['instagram'], targetAudience: 'spa guests', sourceText: 'Our Ayurvedic abhyanga massage is back: 60 min for €85, Tuesdays to Saturdays 10am-6pm. Call 01 23 45 67 89.' },
    mustPrint: ['60 min', '€85', 'Tuesdays to Saturdays', '10am-6pm', '01 23 45 67 89'],
    mustNotSay: [/see you on/i],
  }),
  social({
    name: 'a holiday timetable is no invitation to a date',
    input: { platforms: ALL, topic: 'Christmas timetable', targetAudience: 'members', sourceText: 'Studio closed 24-26 December. Back on 27 December with a gentle flow at 9am. Usual timetable from 2 January.' },
    ctx: STUDIO,
    mustPrint: ['24-26 December', '27 December', '9am', '2 January'],
    mustNotSay: [/see you on 24/i],
  }),
  social({
    name: 'a coach programme in dollars with a cap on places',
    input: { platforms: ['linkedin'], topic: 'Burnout recovery: a 6-week group programme', targetAudience: 'managers', sourceText: 'Starts March 3rd, six Tuesdays at 6pm EST on Zoom. $450 for all six sessions. Max 8 people. Apply at www.annacoaching.com/reset' },
    mustPrint: ['March 3rd', '6pm', '$450', 'Max 8 people', 'www.annacoaching.com/reset'],
  }),
  social({
    name: 'a workshop from a brief alone, with an audience written as notes',
    input: { platforms: ['instagram', 'facebook'], targetAudience: '' },
    ctx: {
      brief: {
        kind: 'workshop',
        title: 'Breathwork for better sleep',
        starts_on: '2026-03-14',
        times: '2-4pm',
        location: 'The Loft, 12 Rue Vauban, Lyon',
        leaders: 'Élodie (breathwork)',
        price: '€45',
        booking: 'www.souffle.fr/sleep',
        places_left: 4,
        audience: 'tired parents and shift workers who cannot switch off at night, mostly women',
        key_message: 'Two hours to learn three breaths you can use tonight.',
      },
    },
    mustPrint: ['Saturday 14 March 2026, 2-4pm', 'The Loft, 12 Rue Vauban, Lyon', 'Élodie (breathwork)', '€45', 'www.souffle.fr/sleep', '4 places left', 'Two hours to learn three breaths you can use tonight.'],
    steering: ['tired parents and shift workers who cannot switch off at night, mostly women'],
  }),
  social({
    name: 'a retreat brief that says what to avoid',
    input: { platforms: ['instagram'], topic: '', targetAudience: 'yoga regulars', keywords: ['detox', 'retreat'] },
    ctx: { ...STUDIO, brief: { kind: 'event', title: 'Spring reset weekend', starts_on: '2026-04-10', ends_on: '2026-04-12', price: '€520 shared room', bring: 'yoga mat, walking shoes', booking: 'hello@lotusflow.mu', avoid: "no 'detox', don't promise weight loss" } },
    mustPrint: ['Friday 10 – Sunday 12 April 2026', '€520 shared room', 'yoga mat, walking shoes', 'hello@lotusflow.mu'],
    mustNotSay: [/\bdetox\b(?!\w)/i, /weight loss/i],
  }),
  social({
    name: 'a teacher training in pounds with a deposit deadline',
    input: { platforms: ['linkedin', 'instagram'], topic: '200-hour yoga teacher training', targetAudience: 'dedicated students', sourceText: 'Course fee £2,950. Deposit £500 by 1 May. Starts 6 September, weekends for 10 months. Email training@oakyoga.co.uk' },
    mustPrint: ['£2,950', '£500', '1 May', '6 September', '10 months', 'training@oakyoga.co.uk'],
  }),
  social({
    name: 'prenatal yoga with an audience written as an internal note',
    input: { platforms: ALL, topic: 'Prenatal yoga on Thursdays', targetAudience: 'pregnant women 2nd/3rd trimester, referrals from the clinic, many anxious first-timers', sourceText: 'Thursdays 6:30pm. Rs 600 per class. Bring a cushion and a water bottle.' },
    mustPrint: ['Thursdays', '6:30pm', 'Rs 600 per class', 'a cushion and a water bottle'],
    steering: ['pregnant women 2nd/3rd trimester, referrals from the clinic, many anxious first-timers'],
    mustNotSay: [/anxious/i, /beginners/i],
  }),
  social({
    name: 'kids yoga with emoji bullets',
    input: { platforms: ['instagram'], topic: 'Kids yoga 🧒', targetAudience: 'parents', sourceText: '🌈 Saturdays 10am\n💶 €12 per child\n📍 Studio Soleil, 4 rue des Lilas\n📲 WhatsApp +33 6 12 34 56 78' },
    mustPrint: ['Saturdays', '10am', '€12 per child', '+33 6 12 34 56 78'],
  }),
  social({
    name: 'reiki sessions with a named practitioner',
    input: { platforms: ['facebook'], topic: 'Reiki with Élodie', targetAudience: 'anyone feeling stuck', sourceText: 'Élodie (reiki) offers 90 minutes sessions for €70. Book at www.elodie-reiki.fr' },
    mustPrint: ['90 minutes', '€70', 'www.elodie-reiki.fr'],
  }),
  social({
    name: 'a meditation course by donation',
    input: { platforms: ['instagram', 'linkedin'], topic: 'Eight weeks of meditation', targetAudience: 'beginners', sourceText: '8 weeks, Mondays 7-8pm, by donation. Starts 13 January at the Quaker hall.' },
    mustPrint: ['8 weeks', 'Mondays', '7-8pm', 'by donation', '13 January'],
  }),
  social({
    name: 'Facebook only: the essentials, and the rest named as left out',
    input: {
      platforms: ['facebook'],
      topic: 'Hammam ritual evenings',
      targetAudience: 'couples',
      sourceText: `Every Friday in March, 6pm-9pm.\nRs 3,500 per couple, Rs 2,000 single.\nHammam, black soap scrub, rhassoul wrap and mint tea.\nBook on WhatsApp +230 5250 1111.\nParking at 7 Coastal Road.\nOnly 6 places left each evening.\nBring: swimwear and flip-flops.\nGift vouchers at www.oasisspa.mu/gift.`,
    },
    mustPrint: ['Rs 3,500 per couple', '+230 5250 1111', 'Only 6 places left', 'swimwear and flip-flops'],
    mustSay: [/Left out|flip-flops/],
  }),
  social({
    name: 'an open class timetable is no fixed date',
    input: { platforms: ['instagram'], topic: 'New hot yoga timetable', targetAudience: 'members', sourceText: 'Mon/Wed/Fri 6am & 6pm. Drop-in Rs 450.' },
    mustPrint: ['Mon/Wed/Fri', '6am', '6pm', 'Rs 450'],
    mustNotSay: [/see you on/i],
  }),
  social({
    name: 'a Bali retreat with an early-bird discount',
    input: { platforms: ['instagram'], topic: 'Bali yoga retreat', targetAudience: 'travellers', sourceText: '7 nights in Ubud, 3-10 October. $1,890 shared villa. 10% off until 15 January. Just 3 spots left. DM or email hello@flowbali.com' },
    mustPrint: ['7 nights', '3-10 October', '$1,890', '10% off', '15 January', '3 spots left', 'hello@flowbali.com'],
  }),
  social({
    name: 'a weekend massage offer with a UK number',
    input: { platforms: ['facebook', 'instagram'], topic: 'Massage weekend', targetAudience: 'locals', sourceText: '20% off all massages this weekend. Call +44 7700 900123.' },
    mustPrint: ['20% off', '+44 7700 900123'],
  }),
  social({
    name: 'an Ayurveda consultation in rupees on WhatsApp',
    input: { platforms: ['linkedin'], topic: 'Ayurveda consultations with Dr Priya', targetAudience: 'people with digestive issues', sourceText: 'Priya Nair (ayurveda) sees clients for 45 min consultations, Rs 2,500. WhatsApp +91 98765 43210.' },
    mustPrint: ['45 min', 'Rs 2,500', '+91 98765 43210'],
  }),
  social({
    name: 'a reformer course with a note to mention parking',
    input: { platforms: ['instagram'], topic: 'Reformer pilates intro course', targetAudience: 'desk workers', sourceText: '4 weeks, Saturdays 9am, £120. Mention we have free parking behind the studio.' },
    mustPrint: ['4 weeks', 'Saturdays', '9am', '£120'],
    mustSay: [/free parking behind the studio/i],
    mustNotSay: [/mention we/i],
  }),
  social({
    name: 'free qi gong in the park',
    input: { platforms: ['instagram', 'facebook'], topic: 'Qi gong in the park', targetAudience: 'neighbours', sourceText: 'Sunday 8am, free class at Jardin de Pamplemousses. Bring water.' },
    mustPrint: ['Sunday', '8am', 'free class', 'water'],
  }),
  social({
    name: 'a yin and sound evening with emojis in the source',
    input: { platforms: ['instagram'], topic: 'Yin & sound 🌙✨', targetAudience: 'night owls', sourceText: '🌙 Wednesday 19 March, 7.30pm ✨ €28 ✨ led by Luna (sound) ✨ book: www.yinandsound.fr' },
    mustPrint: ['19 March', '7.30pm', '€28', 'Luna (sound)', 'www.yinandsound.fr'],
  }),
  social({
    name: 'a silent weekend with places left',
    input: { platforms: ALL, topic: 'Silent weekend in the forest', targetAudience: 'meditators', sourceText: 'Silent weekend 14-16 March at Kawa Forest, €380 all inclusive, 12 places left.' },
    ctx: STUDIO,
    mustPrint: ['14-16 March', '€380', '12 places left'],
  }),
  social({
    name: 'sunrise breathwork on the beach',
    input: { platforms: ['instagram'], topic: 'Sunrise breathwork', targetAudience: 'early risers', sourceText: 'Saturday 5 April at sunrise on Flic en Flac beach. Rs 300. Bring a towel.' },
    mustPrint: ['5 April', 'sunrise', 'Rs 300', 'a towel'],
  }),
  social({
    name: 'a grand opening with free tasters',
    input: { platforms: ['facebook', 'linkedin'], topic: 'Our grand opening', targetAudience: 'the neighbourhood', sourceText: 'Grand opening Saturday 5 April, 11am-4pm. Free taster class every hour. 12 Rue de la Paix, Nantes.' },
    mustPrint: ['5 April', '11am-4pm', 'Free taster'],
  }),
  social({
    name: 'a coach’s discovery call',
    input: { platforms: ['linkedin'], topic: 'Free discovery calls in February', targetAudience: 'women returning to work after maternity leave', sourceText: 'Free 20-minute discovery call. Book at calendly.com/anna-coach' },
    mustPrint: ['20-minute', 'calendly.com/anna-coach'],
  }),
  social({
    name: 'a spa day for two with what it includes',
    input: { platforms: ['instagram'], topic: 'Spa day for two', targetAudience: 'couples', sourceText: 'Spa day for two: €190, includes hammam, 60 min massage and lunch. Valid until 31 May. Book 04 91 23 45 67.' },
    mustPrint: ['€190', '60 min', '31 May', '04 91 23 45 67'],
  }),
  social({
    name: 'a note to the writer about who signs, inside the source',
    input: { platforms: ['instagram'], topic: 'Mat pilates is back', targetAudience: 'members', sourceText: 'Note to writer: keep it short. Sign off from Maya.\nMat pilates back on Tuesday 7 January at 12:15pm, €15.' },
    mustPrint: ['7 January', '12:15pm', '€15'],
    mustSay: ['— Maya'],
    mustNotSay: [/keep it short/i, /note to writer/i],
  }),
  social({
    name: 'a teacher away, one class cancelled',
    input: { platforms: ['facebook'], topic: 'Change to this week’s classes', targetAudience: 'members', sourceText: 'No class Tuesday 3 June, Maya is away. Thursday class as usual at 6pm.' },
    mustPrint: ['Tuesday 3 June', 'Thursday', '6pm'],
    mustNotSay: [/see you on 3 June/i],
  }),
  social({
    name: 'a workshop with short lowercase dates',
    input: { platforms: ['instagram'], topic: 'Arm balance workshop', targetAudience: 'intermediate students', sourceText: 'sat 12 apr 2-5pm, rs 1,200, 10 spots' },
    mustPrint: ['12 apr', '2-5pm', 'rs 1,200', '10 spots'],
  }),
  social({
    name: 'a lunch-and-learn on LinkedIn with no profile',
    input: { platforms: ['linkedin'], topic: 'Lunch & learn: stress at work', targetAudience: 'HR teams', sourceText: 'Wednesday 21 May, 12:30pm, online. Free for HR teams. Register at www.calmwork.co/lunch' },
    mustPrint: ['21 May', '12:30pm', 'www.calmwork.co/lunch'],
  }),
  social({
    name: 'an offer brief with a pack of classes',
    input: { platforms: ['instagram'], targetAudience: 'new students' },
    ctx: { ...STUDIO, brief: { kind: 'offer', title: 'Five-class starter pack', price: 'Rs 3,000 for 5 classes', booking: 'WhatsApp +230 5999 0000', key_message: 'Five classes to find your rhythm.' } },
    mustPrint: ['Rs 3,000 for 5 classes', 'WhatsApp +230 5999 0000', 'Five classes to find your rhythm.'],
    mustNotSay: [/see you on/i],
  }),
  social({
    name: 'an open class brief with its days and place',
    input: { platforms: ['instagram', 'linkedin'], targetAudience: 'retirees', keywords: ['gentle yoga'] },
    ctx: { brief: { kind: 'class', title: 'Gentle morning yoga', times: 'Tue & Thu 9:30-10:45', location: 'Community hall, Curepipe', price: 'Rs 350 a class', leaders: 'Asha (yoga)' } },
    mustPrint: ['Tue & Thu 9:30-10:45', 'Community hall, Curepipe', 'Rs 350 a class', 'Asha (yoga)'],
  }),
  social({
    name: 'aerial yoga with an email to book',
    input: { platforms: ['facebook'], topic: 'Aerial yoga', targetAudience: 'adventurous movers', sourceText: '6 places per class. €25. Book via hello@aerialyoga.fr' },
    mustPrint: ['6 places', '€25', 'hello@aerialyoga.fr'],
  }),
  social({
    name: 'an audience with instructions in it',
    input: { platforms: ALL, topic: 'Sunset sound bath', targetAudience: NOTE_AUDIENCE, sourceText: 'Friday 4 July, 6pm on the rooftop. Rs 900.' },
    ctx: STUDIO,
    mustPrint: ['4 July', '6pm', 'Rs 900'],
    steering: [NOTE_AUDIENCE],
    mustNotSay: [/never done yoga/i],
  }),
  social({
    name: 'a back-care series with keywords',
    input: { platforms: ['instagram', 'linkedin'], topic: 'Yoga for back pain: a six-week series', targetAudience: 'office workers', keywords: ['back pain', 'gentle yoga'], sourceText: 'Starts 7 October, 6 Mondays at 7pm. Rs 4,200 for the series.' },
    ctx: STUDIO,
    mustPrint: ['7 October', '7pm', 'Rs 4,200'],
    mustNotSay: [/cures?\b/i],
  }),
  social({
    name: 'mum and baby drop-in',
    input: { platforms: ['instagram'], topic: 'Mum & baby yoga', targetAudience: 'new mums', sourceText: 'Fridays 10:30am. £10 drop-in. Babies 6 weeks to crawling.' },
    mustPrint: ['Fridays', '10:30am', '£10', '6 weeks'],
  }),
  social({
    name: 'a sold-out retreat with a waitlist',
    input: { platforms: ['instagram', 'facebook'], topic: 'Autumn retreat', targetAudience: 'past guests', sourceText: 'Our autumn retreat is sold out. Join the waitlist at www.kawaforest.com/waitlist' },
    mustPrint: ['sold out', 'www.kawaforest.com/waitlist'],
  }),
  social({
    name: 'a cacao ceremony with a word to avoid',
    input: { platforms: ['instagram'], topic: 'Cacao ceremony with Luna', targetAudience: 'women’s circle', keywords: ['cacao medicine'], sourceText: 'Friday 7 March, 7:30pm, €30. Led by Luna. Avoid the word "medicine".' },
    mustPrint: ['7 March', '7:30pm', '€30', 'Luna'],
    mustNotSay: [/medicine(?![A-Z])/],
  }),
  social({
    name: 'tai chi for seniors with a long audience',
    input: { platforms: ['facebook', 'instagram'], topic: 'Tai chi on Wednesdays', targetAudience: 'seniors 65+ from the retirement village and their carers, some with limited mobility', sourceText: 'Every Wednesday 10am at the community hall, $8.' },
    mustPrint: ['Wednesday', '10am', '$8'],
    steering: ['seniors 65+ from the retirement village and their carers, some with limited mobility'],
  }),
  social({
    name: 'an energetic class with the studio profile',
    input: { platforms: ALL, topic: 'HIIT & stretch', targetAudience: 'gym lovers', tone: 'Energetic & Fun', sourceText: 'Saturday 8am, Rs 400, bring a towel.' },
    ctx: STUDIO,
    mustPrint: ['Saturday', '8am', 'Rs 400', 'a towel'],
    mustNotSay: [/years of experience|all levels/i],
  }),
  social({
    name: 'a topic alone, nothing pasted, no profile',
    input: { platforms: ALL, topic: 'Our new lunchtime Yin class', targetAudience: 'busy professionals' },
    mustPrint: ['Our new lunchtime Yin class'],
    mustNotSay: [/all levels|beginners|membership|introductory|spaces are limited|years of/i],
  }),
  social({
    name: 'a LinkedIn post for a corporate workshop with notes',
    input: { platforms: ['linkedin'], topic: 'Mindful leadership workshop', targetAudience: 'HR directors', sourceText: 'Thursday 12 June, 9am-12pm at the Hilton Port Louis. Rs 6,500 per person. Sign off from Karan. Please remind them to bring a notebook.' },
    mustPrint: ['12 June', '9am-12pm', 'Rs 6,500 per person'],
    mustSay: ['— Karan', 'Please remember to bring a notebook.'],
    mustNotSay: [/sign off/i],
  }),
];
