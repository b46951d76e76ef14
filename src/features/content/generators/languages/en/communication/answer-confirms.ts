// What the studio will confirm when the staff's notes do not answer a question, in
// several wordings per topic: each message enters the bank at its own place and each
// take moves one on, so two studios' replies to the same kind of question read apart.
// "{concern}" is what she told us about her health ("your shoulder injury").

import type { ReplyTopic } from '../../../communication/reply-types.ts';

export const CONFIRMS: Record<ReplyTopic, readonly string[]> = {
  medical: [
    "I'll talk it through with the team, with {concern} in mind, and come back to you with a clear answer.",
    "I'd like to ask our practitioners which sessions would suit you best, bearing in mind {concern}, and I'll write back with what they say.",
    'Let me check with the person who would be looking after you how best to adapt the session, given {concern}.',
    "Before your next session, I'll find out from the team what would be safest for you, given {concern}.",
    'Our team will talk this over with {concern} in mind, and you will have a proper answer from us.',
    "I'll ask which of our sessions would be the gentlest start, given {concern}, and get back to you.",
  ],
  refund: [
    "I'll check what we can do about a refund for you and let you know.",
    'Let me look into the refund question and get back to you shortly.',
    "I'll go through the refund options for your booking and tell you what we can offer.",
    'Let me see what we can do about a refund for your booking, then write back.',
  ],
  price: [
    "I'll confirm the exact price for you.",
    'Let me pin down the price, then write back.',
    "I'll send you our current prices, so you can see the options side by side.",
    "You'll have our up-to-date prices from me shortly.",
    "Let me check what it would cost for what you have in mind, and I'll let you know.",
    "I'll put the prices together for you, including any packages that might suit you.",
    "I'll come back to you with the prices and what each option includes.",
    'Let me gather the current prices for you, then write back.',
  ],
  companion: [
    "I'll check whether that's possible and let you know.",
    'Let me see whether we can arrange that for you.',
    "I'll ask the team whether we can make room for both of you.",
  ],
  bring: [
    "I'll send you a short list of what to bring.",
    'A short packing list is on its way to you.',
    "I'll let you know exactly what to bring, so you can arrive ready.",
  ],
  food: [
    "I'll check the food options for you and let you know.",
    'Let me ask the kitchen about the food options.',
    "I'll find out what we can prepare for you and write back.",
  ],
  stay: [
    "I'll confirm the room details for you.",
    'Let me double-check the room details first.',
    "I'll find out which rooms are free and let you know.",
  ],
  time: [
    "I'll confirm the exact times for you.",
    "Let me confirm the exact times, then I'll write back.",
    "I'll send you the times once they are settled.",
  ],
  place: [
    "I'll send you the address and how to get here.",
    'Directions and our address will follow shortly.',
    "I'll write with how to find us, so the journey is easy.",
  ],
  level: [
    "I'll find out which option would suit you best and let you know.",
    'Let me see which option would suit you most.',
    "I'll ask the team where a good starting point would be for you.",
  ],
  booking: [
    "I'll check availability for you and confirm.",
    'Let me look at what is free, then confirm.',
    "I'll see which times are still open and come back to you.",
    'Let me check the bookings for you and let you know what is free.',
  ],
  general: [
    "I'll find out and come back to you on this.",
    'Leave that with me: I will find out and write back shortly.',
    "I'll look into it and let you know.",
    "Let me check with the team, and I'll be in touch.",
  ],
};

/** Who the reply points to when she says nothing of her health beyond the question. */
export const ANY_CONCERN = 'what you have told us';

/** The careful line of a health answer: never a diagnosis, always her carer's word first. */
export const MEDICAL_CARE: readonly ((carer: string) => string)[] = [
  (carer) => `We can't give medical advice, so please be guided by your ${carer}, who knows your situation best.`,
  (carer) => `We can't give medical advice, and your ${carer} knows your situation best: please check with them before you come.`,
  (carer) => `As we can't give medical advice, it's best to ask your ${carer} before you start.`,
  (carer) => `Your ${carer} knows your health best, so please check with them first, as we can't give medical advice ourselves.`,
  (carer) => `Please do check with your ${carer} before you come, as we can't give medical advice.`,
  (carer) => `For anything medical, your ${carer} is the right person to ask: we can't give medical advice, so please have a word with them first.`,
];

/** The first words of an answer to a worry the notes do not speak to. */
export const WORRY_LEADS: readonly string[] = [
  "Thank you for telling me; that's a very natural thing to wonder about.",
  'It is completely understandable to ask about this, and I am glad you did.',
  "I'm really glad you asked before coming.",
  'That is a very fair question, and thank you for raising it.',
];
