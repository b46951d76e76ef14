// Sentences for a hero paragraph: who the page is for, what it offers, why this
// business, and an invitation. Slots: see ../../../shared/slots.ts and ../../../website/website-input.ts.

export const HERO_OPENERS: readonly string[] = [
  'For {audience}, {Business} is a steady place to make time for {kw}.',
  '{Business} offers {kw} with {audience} in mind.',
  'At {Business}, we help {audience} discover {kw} in a way that feels {adj}, personal and sustainable.',
  'Welcome to {Business}, where we offer {kw} with care, expertise and a genuine love for what we do.',
  '{Business} is a welcoming space for {audience} who want to feel better in body and mind.',
];

export const HERO_SENTENCES: readonly string[] = [
  'Whether you are taking your very first class or deepening a long-standing {practice}, you will find expert guidance and a warm welcome.',
  'Our {service} and {service2} bring together {specialty} and {specialty2}, tailored to your goals and your pace.',
  'Explore {pageAbout}, designed around real lives and busy schedules.',
  'Every session is led by experienced, caring practitioners who take time to understand your needs.',
  'Expect small groups, clear instruction and an atmosphere free of judgement.',
  'Many of our clients notice better sleep, more energy and a calmer mind within the first few weeks.',
  'You do not need to be flexible, fit or experienced to begin; you only need to show up.',
  '[s] Step into a sanctuary where body, mind and spirit can finally rest together.',
  '[p] Flexible booking, clear pricing and classes at times that suit you make it easy to stay consistent.',
  '[p] Book online in under a minute and reschedule whenever life gets in the way.',
  'Pairing {kw} with {kw2} helps you build {benefit}.',
  'There is no level to reach before your first visit; each session starts where you are that day.',
  'Questions about {kw} are welcome before, during and after every session.',
  'No two bodies are the same, so each session leaves room for options and adjustments.',
  'The aim is simple: time each week that leaves you feeling more like yourself.',
  'A full week is easier to manage when an hour for yourself is already set aside.',
  'Whatever brings you here, a steadier routine can begin with a single visit.',
  'You set the pace, and we help you find what suits your body today.',
  'Coming back feels easier when the first visit is relaxed and unhurried.',
];

export const HERO_INVITATIONS: readonly string[] = [
  'Book your first session today and feel the difference for yourself.',
  'Take the first step today; we would love to welcome you.',
  'Start your {journey} with us today.',
];
