// What readers of each wellness niche expect a page to cover. A term matches a
// whole word or phrase, plural included ("benefit" matches "benefits"); a term
// ending in "*" matches any word it starts ("injur*" matches "injury", "injuries").

import type { Niche, Subtopic } from '../../language-pack.ts';

export const NICHES: readonly Niche[] = [
  {
    name: 'yoga',
    signals: ['yoga', 'asana', 'vinyasa', 'hatha', 'ashtanga', 'kundalini', 'yin', 'pose'],
    subtopics: [
      { topic: 'Benefits', terms: ['benefit', 'improve*', 'flexib*', 'strength*'], suggestion: 'List the physical and mental benefits readers can expect, with one line on why each happens.' },
      { topic: 'Breathing (pranayama)', terms: ['breath*', 'pranayama', 'inhale', 'exhale'], suggestion: 'Explain how to breathe through the practice: one simple pranayama technique is enough.' },
      { topic: 'Safety and modifications', terms: ['injur*', 'safe*', 'modif*', 'contraindicat*', 'pregnan*', 'pain'], suggestion: 'Add who should modify or avoid certain poses (injuries, pregnancy) and how to adapt them.' },
      { topic: 'Props and what to bring', terms: ['mat', 'block', 'strap', 'bolster', 'prop', 'wear'], suggestion: 'Say what to wear and bring, and how blocks, straps or bolsters help.' },
      { topic: 'How often to practise', terms: ['how often', 'times a week', 'daily', 'weekly', 'routine', 'minutes a day'], suggestion: 'Recommend a realistic weekly rhythm, e.g. two or three 30-minute sessions.' },
    ],
  },
  {
    name: 'meditation',
    signals: ['meditat*', 'mindful*', 'breathwork', 'mantra'],
    subtopics: [
      { topic: 'How to start', terms: ['start*', 'begin*', 'first time', 'step'], suggestion: 'Give a step-by-step first session: posture, timer, anchor, what to do when the mind wanders.' },
      { topic: 'Benefits and research', terms: ['benefit', 'research', 'study', 'studies', 'stress', 'anxiety'], suggestion: 'Summarise what research says about stress, sleep and focus, and cite a source.' },
      { topic: 'Common obstacles', terms: ['wander*', 'restless*', 'distract*', 'obstacle', 'struggle'], suggestion: 'Address restlessness, sleepiness and a busy mind: readers quit over these.' },
      { topic: 'Posture and setting', terms: ['posture', 'sit', 'sitting', 'cushion', 'chair', 'quiet'], suggestion: 'Describe a comfortable posture and a quiet spot; mention chairs for those who cannot sit on the floor.' },
    ],
  },
  {
    name: 'ayurveda',
    signals: ['ayurved*', 'dosha', 'vata', 'pitta', 'kapha', 'abhyanga'],
    subtopics: [
      { topic: 'The three doshas', terms: ['dosha', 'vata', 'pitta', 'kapha'], suggestion: 'Introduce vata, pitta and kapha and how to recognise your dominant dosha.' },
      { topic: 'Daily routine (dinacharya)', terms: ['dinacharya', 'routine', 'morning', 'tongue', 'oil pulling'], suggestion: 'Outline a simple daily routine: waking time, tongue scraping, self-massage, meals.' },
      { topic: 'Diet and herbs', terms: ['diet', 'food', 'herb*', 'spice', 'turmeric', 'ashwagandha'], suggestion: 'Name foods, spices and herbs that suit each dosha, with one recipe idea.' },
      { topic: 'Safety and consultation', terms: ['consult*', 'practitioner', 'doctor', 'safe*', 'medication'], suggestion: 'Advise consulting a qualified practitioner, especially with medication or pregnancy.' },
    ],
  },
  {
    name: 'nutrition',
    signals: ['nutrition*', 'diet', 'food', 'meal', 'eating', 'recipe', 'smoothie', 'gut'],
    subtopics: [
      { topic: 'Practical meal ideas', terms: ['recipe', 'meal', 'breakfast', 'lunch', 'dinner', 'snack'], suggestion: 'Add two or three concrete meal or snack ideas readers can make this week.' },
      { topic: 'Evidence', terms: ['research', 'study', 'studies', 'evidence', 'science'], suggestion: 'Back the main claims with research and link to it.' },
      { topic: 'Portions and balance', terms: ['portion', 'balance*', 'protein', 'fibre', 'fiber', 'plate'], suggestion: 'Explain balance on the plate: protein, fibre, healthy fats and portion sizes.' },
      { topic: 'Who should take care', terms: ['allerg*', 'intoleran*', 'condition', 'consult*', 'doctor'], suggestion: 'Note allergies, intolerances and when to see a dietitian or doctor.' },
    ],
  },
  {
    name: 'spa',
    signals: ['spa', 'massage', 'facial', 'sauna', 'aromatherapy', 'reiki', 'treatment'],
    subtopics: [
      { topic: 'What to expect', terms: ['expect*', 'session', 'arrive', 'arrival', 'duration', 'minutes'], suggestion: 'Walk readers through a session from arrival to aftercare, with its length.' },
      { topic: 'Treatment benefits', terms: ['benefit', 'relax*', 'tension', 'circulation', 'relief'], suggestion: 'Describe the benefits of each treatment in plain words.' },
      { topic: 'Aftercare', terms: ['aftercare', 'after your', 'hydrat*', 'water', 'rest'], suggestion: 'Add aftercare advice: water, rest, what to avoid for 24 hours.' },
      { topic: 'Prices and booking', terms: ['price', 'cost', 'book*', 'package', 'gift'], suggestion: 'Show prices or packages and how to book: searchers compare before they call.' },
    ],
  },
  {
    name: 'fitness',
    signals: ['fitness', 'workout', 'training', 'pilates', 'strength', 'exercise', 'hiit'],
    subtopics: [
      { topic: 'Warm-up and cool-down', terms: ['warm-up', 'warm up', 'cool-down', 'cool down', 'stretch*'], suggestion: 'Include a short warm-up and cool-down so the routine is safe.' },
      { topic: 'Progression', terms: ['progress*', 'level', 'intermediate', 'advanced', 'increase'], suggestion: 'Show how to progress week by week from beginner to intermediate.' },
      { topic: 'Form and safety', terms: ['form', 'technique', 'injur*', 'safe*', 'alignment'], suggestion: 'Explain correct form and the common mistakes that lead to injury.' },
      { topic: 'Recovery', terms: ['recover*', 'rest day', 'sleep', 'sore*'], suggestion: 'Cover rest days, sleep and soreness.' },
    ],
  },
];

/** Subtopics any wellness page benefits from, checked after the niche ones. */
export const GENERAL_SUBTOPICS: readonly Subtopic[] = [
  { topic: 'Who it is for', terms: ['beginner', 'suitable', 'anyone', 'who is', 'for you', 'all levels'], suggestion: 'Say who the practice or service suits, including complete beginners.' },
  { topic: 'Getting started and booking', terms: ['book*', 'schedule', 'sign up', 'join', 'class times', 'contact'], suggestion: 'End with how to start: class times, booking link or a free first session.' },
  { topic: 'Frequently asked questions', terms: ['faq', 'frequently asked', 'question'], suggestion: 'Add an FAQ section of 3-5 real questions; it can win rich results and voice searches.' },
];

export const DIFFERENTIATION: Subtopic = {
  topic: 'What makes you different',
  terms: ['unique', 'different*', 'why choose', 'our approach', 'unlike'],
  suggestion: 'Say plainly what your studio offers that the competing page does not: method, teachers, setting, results.',
};
