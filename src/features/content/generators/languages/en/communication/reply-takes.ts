// A client reply's sentences in several takes and registers: more openings, next
// steps and subjects per communication type for the takes to rotate through, and what
// a calm or a bold tone template changes (a first line, the promised response time, the
// closing line, the signature). Slots: ../../../shared/slots.ts plus {inquiry}.

import type { CommunicationType } from '#domain/studio-options.ts';
import type { ReplyRegisterWords } from '../../language-pack.ts';

export const MORE_OPENINGS: Record<CommunicationType, readonly string[]> = {
  'inquiry-response': ['Thanks so much for your message about {inquiry}.', 'Here are the answers to your question about {inquiry}.'],
  'booking-confirmation': ['This is to confirm your booking with {business}.', 'You are booked in, and we are looking forward to seeing you.'],
  'follow-up': ['We hope you have been feeling the benefit of your last session with us.', 'A quick note to see how you are after your visit to {business}.'],
  'appointment-reminder': ['We are writing ahead of your appointment at {business}.', 'We are looking forward to seeing you at your next appointment.'],
  'feedback-response': ['We really appreciate you telling us how things went.', 'Thank you for writing to us; we have read every word.'],
  'concern-resolution': ['I am sorry to hear about what happened, and thank you for telling us.', 'Thank you for raising this with us; you were right to let us know.'],
};

export const MORE_NEXT_STEPS: Record<CommunicationType, string> = {
  'inquiry-response': 'If anything else comes to mind, write back and we will help.',
  'booking-confirmation': 'Should your plans change, let us know and we will sort it out.',
  'follow-up': 'Whenever you would like another session, we would be glad to see you again.',
  'appointment-reminder': 'Should the time no longer work for you, write back and we will move it.',
  'feedback-response': 'We will take your comments to the team and tell you what comes of them.',
  'concern-resolution': 'I will stay with this until it is fully resolved and keep you posted along the way.',
};

export const MORE_SUBJECTS: Record<CommunicationType, readonly string[]> = {
  'inquiry-response': ['Re: {inquiry}', '{inquiry}: our answer'],
  'booking-confirmation': ['You are booked in at {business}', 'Booking confirmed: see you soon'],
  'follow-up': ['How are you after your session?', 'Checking in from {business}'],
  'appointment-reminder': ['See you soon at {business}', 'Your appointment is coming up'],
  'feedback-response': ['Your feedback means a lot', 'Thanks for telling us how it went'],
  'concern-resolution': ['About the concern you raised', 'Putting things right for you'],
};

export const REPLY_REGISTERS: ReplyRegisterWords = {
  leads: {
    calm: ['I hope you are well and that your week has been gentle so far.', 'I hope this finds you well.', 'Thank you for your patience while we looked into this.'],
    middle: [],
    bold: ['Great to hear from you!', 'Thanks for the message!', 'Good news below!'],
  },
  urgency: {
    calm: {
      routine: ['There is no rush on your side; we will be in touch again within a day or two if anything else is needed.', 'Take your time; we answer every message within 24–48 hours.'],
      priority: ['We have put your message first, and you will hear from us again today.', 'You will have our answer before the end of today.'],
      urgent: ['We know this matters now, so someone from our team will be in touch within 2 hours.', 'Please rest assured: we will contact you within 2 hours.'],
    },
    middle: {
      routine: [
        'We aim to answer every message within 24–48 hours, so you can expect to hear from us again within that time if anything else is needed.',
        'You will usually hear back from us within one or two working days.',
      ],
      priority: ['As this is a priority request, we will get back to you with everything you need the same day.', 'We are treating this as a priority and will reply today.'],
      urgent: ['Because this is urgent, a member of our team will contact you personally within 2 hours.', 'A member of our team will call or write to you within the next 2 hours.'],
    },
    bold: {
      routine: ['Expect a reply within 24–48 hours if anything else comes up.', 'Anything else? We reply within one or two working days.'],
      priority: ['You will hear back from us today, promise.', 'This is top of our list: expect our reply today.'],
      urgent: ['We are on it: expect a call or message within 2 hours.', 'Hang tight: we will contact you within 2 hours.'],
    },
  },
  closings: {
    calm: ['Please look after yourself, and know that we are here whenever you need us.', 'Take good care of yourself in the meantime.', 'We are always here, so write to us whenever you like.'],
    middle: ['Thank you again for getting in touch.', 'We are glad to help with anything else you need.'],
    bold: ['Thanks again, and talk soon!', 'Any other question? Just shout!', 'Here to help, any time!'],
  },
  signatures: {
    calm: [(b) => `With care, the team at ${b}`, (b) => `Everyone at ${b}`],
    middle: [(b) => `The team at ${b}`, (b) => `Everyone at ${b}`],
    bold: [(b) => `The ${b} team`, (b) => `Your friends at ${b}`],
  },
};
