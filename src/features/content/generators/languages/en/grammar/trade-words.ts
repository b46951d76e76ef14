// The wellness trade's words, as studios spell them: the grammar checker takes them
// as words (the editors' check and the tools' corpus tests load this one list), so
// "breathwork", "vata" or "savasana" are never reported as a split word or a slip.
// Only words here, never a grammar rule: a trade word spelled wrong is still caught
// by the browser's own spelling underline.

/** Yoga: styles, postures, breath and the Sanskrit of a class. */
const YOGA = [
  'asana', 'asanas', 'vinyasa', 'vinyasas', 'hatha', 'ashtanga', 'iyengar', 'kundalini', 'yin', 'yang', 'nidra',
  'pranayama', 'pranayamas', 'savasana', 'shavasana', 'chaturanga', 'trikonasana', 'tadasana', 'balasana',
  'ujjayi', 'kapalabhati', 'bhramari', 'nadi', 'shodhana', 'bandha', 'bandhas', 'mudra', 'mudras', 'drishti',
  'sankalpa', 'dhyana', 'satsang', 'sangha', 'tonglen', 'aum', 'dharana', 'mantra', 'mantras', 'japa', 'kirtan', 'namaste', 'yogi', 'yogis', 'yogini',
  'chakra', 'chakras', 'prana', 'bhakti', 'jivamukti', 'anusara', 'sattva', 'sattvic', 'ahimsa', 'niyama', 'yama',
];

/** Ayurveda: doshas, treatments and the herbs a clinic names. */
const AYURVEDA = [
  'ayurveda', 'ayurvedic', 'dosha', 'doshas', 'vata', 'pitta', 'kapha', 'abhyanga', 'shirodhara', 'panchakarma',
  'dinacharya', 'ritucharya', 'udvartana', 'marma', 'ojas', 'agni', 'ama', 'triphala', 'ashwagandha', 'tulsi',
  'ghee', 'kitchari', 'nasya', 'neti', 'basti', 'pizhichil', 'kansa',
];

/** Meditation, breath and sound: the practices and the instruments. */
const MEDITATION = [
  'breathwork', 'breathworker', 'metta', 'vipassana', 'zazen', 'qigong', 'tai', 'chi', 'reiki', 'soundbath',
  'soundbaths', 'gong', 'gongs', 'handpan', 'shruti', 'tingsha', 'mindfulness', 'MBSR', 'MBCT', 'yoga',
];

/** Body work, spa and movement: treatments and classes by their trade names. */
const BODY = [
  'wellbeing', 'craniosacral', 'myofascial', 'reflexology', 'reflexologist', 'shiatsu', 'thai', 'lomi', 'gua', 'sha',
  'cupping', 'hydrotherapy', 'thalassotherapy', 'balneotherapy', 'hammam', 'onsen', 'sauna', 'infrared', 'barre',
  'reformer', 'HIIT', 'TRX', 'CBD', 'physio', 'physios', 'physiotherapist', 'doula', 'doulas', 'postnatal',
  'prenatal', 'perinatal', 'diastasis', 'recti', 'somatic', 'somatics', 'kinesiology', 'naturopath', 'naturopathy', 'osteopath',
  'kettlebell', 'kettlebells', 'burpee', 'burpees', 'gyrotonic', 'megaformer', 'rosehip', 'microneedling', 'hydrafacial',
  'banya', 'biohacking', 'retreatants',
];

/** The trade's words in lower case (acronyms as written) and with a capital, as a sentence starts. */
export const TRADE_WORDS: readonly string[] = [...YOGA, ...AYURVEDA, ...MEDITATION, ...BODY].flatMap((word) =>
  word === word.toUpperCase() ? [word] : [word, word[0]!.toUpperCase() + word.slice(1)],
);
