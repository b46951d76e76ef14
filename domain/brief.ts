// A brief: what the studio is announcing (an event, an offer, a class, a workshop,
// an announcement), kept once with its facts so every tool writes from the same ones.
// Briefs belong to the studio, like tone templates: every member reads and writes them.
// Every field is the studio's own words, shown as written; the writing tools use each
// fact (when, where, who, price, what to bring, how to book, places left) and never add
// one the brief does not give.

export const BRIEF_KINDS = [
  { value: 'event', label: 'Event' },
  { value: 'offer', label: 'Offer' },
  { value: 'class', label: 'Class' },
  { value: 'workshop', label: 'Workshop' },
  { value: 'announcement', label: 'Announcement' },
] as const;

export type BriefKind = (typeof BRIEF_KINDS)[number]['value'];

export type Brief = {
  id: string;
  user_id: string;
  studio_id: string;
  kind: BriefKind;
  /** What it is: "Solstice Retreat: two nights of yoga by the lagoon". */
  title: string;
  /** First day, an ISO date (YYYY-MM-DD); empty for an open class or an offer without dates. */
  starts_on: string;
  /** Last day for a multi-day event; empty when it is one day or open. */
  ends_on: string;
  /** Times and days as the studio writes them: "Tue & Thu 9:30-10:45", "arrive from 3pm". */
  times: string;
  /** Where: "Lagoon Flow studio, Royal Road, Grand Baie". */
  location: string;
  /** Who leads, with roles: "Anaïs (yoga), Ravi (sound bath)". */
  leaders: string;
  /** Price as written, with its currency and terms: "Rs 12,500 per person, early bird Rs 11,000 until 1 June". */
  price: string;
  /** What to bring: "yoga mat, warm layers, a water bottle". */
  bring: string;
  /** How to book: a link, a phone or WhatsApp number. */
  booking: string;
  /** Places left; null when not said. */
  places_left: number | null;
  /** Who it is for: steers the angle and vocabulary, never quoted. */
  audience: string;
  /** The one thing to say: shown as written. */
  key_message: string;
  /** Words or claims to avoid: "no 'detox', don't promise weight loss". */
  avoid: string;
  /** Anything else, as pasted: its facts are used, its instructions obeyed. */
  details: string;
  created_at: string;
  updated_at: string;
};
