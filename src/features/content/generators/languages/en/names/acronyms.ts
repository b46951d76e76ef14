// The trade's acronyms and proper terms as they are written. Acronyms go in capitals
// wherever they arrive; those that are also words ("act") only when the user typed
// them in capitals. Some are said as a word ("a HIIT class"), the rest letter by
// letter ("an MBSR course"): the article follows the sound.

export const ACRONYMS = [
  'MBSR', 'MBCT', 'HIIT', 'TRX', 'CBD', 'SUP', 'HRV', 'PT', 'NHS', 'IVF', 'PMS', 'PMDD', 'ADHD', 'TCM', 'EFT', 'CBT',
  'DBT', 'EMDR', 'NLP', 'PTSD', 'IBS', 'PCOS', 'ME', 'CFS', 'BMI', 'RYT', 'ERYT', 'YTT', 'CPD', 'SEO', 'FAQ', 'UK',
  'USA', 'UAE', 'EU', 'GP', 'HR', 'ASAP', 'RSVP', 'TMJ', 'MS', 'TRE', 'ACT',
];

/** Acronyms that are also everyday words ("act now", "me time"): capitals only where the user typed them so. */
export const AMBIGUOUS_ACRONYMS = ['ACT', 'ME', 'MS', 'HR'];

/** Acronyms said as one word, which take the article of their first sound ("a HIIT class", "an ACT course"). */
export const SPOKEN_ACRONYMS: Record<string, 'vowel' | 'consonant'> = {
  HIIT: 'consonant', ACT: 'vowel', ASAP: 'vowel', NASA: 'consonant', PIN: 'consonant', TRE: 'consonant', RSVP: 'vowel',
};

/** Practices named after a person, a place or a tradition: always capitalised ("reformer Pilates", "Thai massage"). */
export const PROPER_TERMS = [
  'Pilates', 'Reiki', 'Ayurveda', 'Ayurvedic', 'Hatha', 'Kundalini', 'Iyengar', 'Ashtanga', 'Bikram', 'Jivamukti',
  'Anusara', 'Sivananda', 'Feldenkrais', 'Alexander Technique', 'Bowen', 'Thai', 'Swedish', 'Hawaiian', 'Tibetan',
  'Balinese', 'Japanese', 'Chinese', 'Indian', 'Moroccan', 'Lomi Lomi', 'Wim Hof', 'Nordic', 'Vedic',
  'Buddhist', 'Buddha', 'Sanskrit',
];
