// The polish corpus's ingredients, to be crossed with each other: studio kinds the
// tools were not written around, places from several countries and acronyms typed in
// lower case the way studios type keywords, teachers with accented names, short and
// long fields, and two contrasting tone templates.

import type { ToneTemplate } from '#domain/brand.ts';

export type StudioKind = {
  kind: string;
  name: string;
  type: string;
  services: string[];
  specialties: string[];
  /** The practice as a studio types it in a keyword, in lower case. */
  practice: string;
  /** A topic of one clause and one of several. */
  topics: [string, string];
  /** An audience of one or two words and one of a long sentence. */
  audiences: [string, string];
};

export const STUDIO_KINDS: readonly StudioKind[] = [
  { kind: 'yoga', name: 'Banyan Tree Yoga', type: 'yoga-studio', services: ['Group Classes', 'Workshops'], specialties: ['Hatha Yoga', 'Yin Yoga'], practice: 'yin yoga', topics: ['Yin yoga for tight hips', 'Why slowing down in a yin class can help your sleep, your mood and the way you handle a busy week at work'], audiences: ['office workers', 'office workers who sit all day, feel stiff by Friday and have never tried a slow practice before'] },
  { kind: 'pilates', name: 'Atlantic Pilates', type: 'fitness-wellness', services: ['Group Classes', 'Individual Sessions'], specialties: ['Pilates'], practice: 'pilates', topics: ['Mat pilates for a stronger back', 'How mat pilates builds a stronger back, steadier posture and calmer breathing when you practise twice a week'], audiences: ['beginners', 'beginners who have tried a gym, felt lost there and want a small class where the teacher knows their name'] },
  { kind: 'meditation', name: 'Quiet Hours Meditation', type: 'meditation-center', services: ['Online Programs', 'Workshops'], specialties: ['Meditation', 'Mindfulness'], practice: 'mindfulness meditation', topics: ['Meditation for anxious mornings', 'What to do when your mind races at night, why it happens and how ten minutes of sitting can change the evening'], audiences: ['students', 'university students facing exams who sleep badly, scroll late and want a simple way to settle their thoughts'] },
  { kind: 'ayurveda', name: 'Amrita Ayurveda', type: 'ayurveda-clinic', services: ['Consultation', 'Individual Sessions'], specialties: ['Ayurveda', 'Herbal Medicine'], practice: 'ayurvedic massage', topics: ['Abhyanga for the cold months', 'How a daily abhyanga with warm sesame oil settles vata, softens dry skin and brings a steadier rhythm to winter'], audiences: ['women over fifty', 'women over fifty who feel dry, restless and cold in winter and want a gentle routine they can keep at home'] },
  { kind: 'spa', name: 'Maison Émilie Spa', type: 'spa-wellness', services: ['Individual Sessions', 'Products & Supplements'], specialties: ['Massage Therapy', 'Aromatherapy'], practice: 'hot stone massage', topics: ['A hot stone massage for winter', 'Why a warm stone massage eases sore shoulders, quiets a busy mind and makes the darker evenings easier to enjoy'], audiences: ['couples', 'couples looking for a quiet afternoon together away from the children, the phones and the to-do lists'] },
  { kind: 'retreat', name: 'Jungle Rest Retreats', type: 'wellness-retreat', services: ['Retreats', 'Workshops'], specialties: ['Meditation', 'Breathwork'], practice: 'yoga retreat', topics: ['A week of rest in the rice fields', 'What a week of morning yoga, slow meals and no phone signal does for your sleep, your focus and your patience'], audiences: ['burnt-out founders', 'founders and managers who have not taken a real holiday in years and feel their patience running thin'] },
  { kind: 'coach', name: 'Clear Path Coaching', type: 'wellness-coach', services: ['Online Programs', 'Individual Sessions'], specialties: ['Wellness Coaching', 'Stress Management'], practice: 'wellness coaching', topics: ['Building a calmer morning routine', 'How a calmer morning routine, set the night before, protects your focus, your mood and your first meeting of the day'], audiences: ['new managers', 'new managers who took on a team this year, work late most nights and want their evenings back'] },
  { kind: 'sound healing', name: 'Søren Sound Studio', type: 'other', services: ['Workshops'], specialties: ['Sound Healing', 'Reiki'], practice: 'sound bath', topics: ['What happens in a sound bath', 'What a gong and singing bowl sound bath feels like, why people fall asleep in it and how to prepare for your first one'], audiences: ['curious first-timers', 'people who have heard about sound baths from a friend, feel a little sceptical and want to know what really happens'] },
  { kind: 'physio-led pilates', name: 'Motion Physio Pilates', type: 'holistic-health', services: ['Individual Sessions', 'Group Classes'], specialties: ['Pilates', 'Physiotherapy'], practice: 'clinical pilates', topics: ['Pilates after a knee injury', 'How a physio-led pilates class rebuilds strength after a knee injury, when to start and what the first sessions look like'], audiences: ['runners', 'runners coming back from a knee or ankle injury who want a safe plan agreed with a physiotherapist'] },
  { kind: 'breathwork', name: 'Open Lungs Breathwork', type: 'other', services: ['Workshops', 'Online Programs'], specialties: ['Breathwork', 'Meditation'], practice: 'breathwork', topics: ['Breathwork for stress', 'How slow breathwork lowers stress before a hard conversation, calms a racing heart and helps you fall asleep faster'], audiences: ['nurses', 'nurses and carers on night shifts who come home wired, cannot switch off and want a tool that fits in five minutes'] },
  { kind: 'prenatal', name: 'Little Lotus Prenatal', type: 'yoga-studio', services: ['Group Classes', 'Workshops'], specialties: ['Prenatal Yoga', 'Yoga Nidra'], practice: 'prenatal yoga', topics: ['Prenatal yoga in the third trimester', 'How prenatal yoga in the third trimester eases back pain, prepares your breath for labour and helps you rest at night'], audiences: ['expectant mothers', 'women in their second or third trimester who want to stay strong, sleep better and meet other mothers-to-be'] },
  { kind: 'barre', name: 'Barre & Co', type: 'fitness-wellness', services: ['Group Classes', 'Membership Programs'], specialties: ['Barre', 'Fitness Training'], practice: 'barre class', topics: ['Barre for strong ankles', 'Why a barre class strengthens ankles and hips, improves balance and suits dancers and non-dancers alike'], audiences: ['former dancers', 'former dancers and complete beginners who want a full-body workout that is hard but never harsh on the joints'] },
  { kind: 'hiit', name: 'Ignite Fitness', type: 'fitness-wellness', services: ['Group Classes', 'Membership Programs'], specialties: ['HIIT', 'Fitness Training'], practice: 'strength training', topics: ['Short workouts that fit a lunch break', 'How three short workouts a week build real strength, lift your energy and fit into a lunch break without a shower queue'], audiences: ['busy parents', 'busy parents who have forty minutes at lunch, no time for a long gym session and want to feel strong again'] },
];

/** `checked`: the forms a text must write as they are (each word of a place a text may split with a comma). */
export type Place = { typed: string; cased: string; checked?: string[] };

/** Places as a keyword types them, and as they are written. */
export const PLACES: readonly Place[] = [
  { typed: 'cape town', cased: 'Cape Town' },
  { typed: 'byron bay', cased: 'Byron Bay' },
  { typed: 'ubud bali', cased: 'Ubud Bali', checked: ['Ubud', 'Bali'] },
  { typed: 'lisbon', cased: 'Lisbon' },
  { typed: 'port louis', cased: 'Port Louis' },
  { typed: 'melbourne', cased: 'Melbourne' },
  { typed: 'copenhagen', cased: 'Copenhagen' },
  { typed: 'brooklyn', cased: 'Brooklyn' },
  { typed: 'edinburgh', cased: 'Edinburgh' },
  { typed: 'vancouver', cased: 'Vancouver' },
  { typed: 'mexico city', cased: 'Mexico City' },
];

export type Acronym = { keyword: string; cased: string };

/** Acronym keywords as typed in lower case, and the acronym as it is written. */
export const ACRONYMS: readonly Acronym[] = [
  { keyword: 'mbsr course', cased: 'MBSR' },
  { keyword: 'hiit class', cased: 'HIIT' },
  { keyword: 'trx training', cased: 'TRX' },
  { keyword: 'cbd massage', cased: 'CBD' },
  { keyword: '1:1 sessions', cased: '1:1' },
];

/** Teachers' names; each must come out with its accents. */
export const TEACHERS = ['Zoë', 'Émilie', 'Anaïs', 'Søren', 'José', 'Chloé'] as const;

const template = (name: string, sliders: [number, number, number, number], prefs: Partial<ToneTemplate['content_preferences']>): ToneTemplate => ({
  id: name,
  user_id: 'u1',
  name,
  description: name,
  brand_voice_settings: { spiritual_practical: sliders[0], calm_energetic: sliders[1], formal_casual: sliders[2], detailed_concise: sliders[3] },
  content_preferences: { include_questions: false, use_personal_pronouns: true, include_call_to_action: true, emotional_tone: 'encouraging', ...prefs },
  is_default: true,
  created_at: '2025-01-01T00:00:00Z',
});

/** Two templates as far apart as a studio sets them. */
export const TEMPLATES = {
  serene: template('Serene, nurturing', [10, 10, 25, 20], { include_questions: true, emotional_tone: 'nurturing' }),
  bold: template('Bold, motivational', [90, 95, 85, 85], { include_questions: false, emotional_tone: 'motivational' }),
} as const;
