// A client reply's sentences in several takes and registers: more openings, next
// steps and subjects per communication type for the takes to rotate through, and what
// a calm or a bold tone template changes (a first line, the promised response time, the
// closing line, the signature). Slots: ../../../shared/slots.ts plus {inquiry}.

import type { CommunicationType } from '#domain/studio-options.ts';
import type { ReplyRegisterWords } from '../../../communication/reply-pack-words.ts';

export const MORE_OPENINGS: Record<CommunicationType, readonly string[]> = {
  'inquiry-response': [
    'Thanks so much for your message about {inquiry}.',
    'Here are the answers to your question about {inquiry}.',
    'Your note about {inquiry} landed with us today, and here is what we can tell you.',
    'Good question, and one we are glad to answer for you.',
  ],
  'booking-confirmation': [
    'This is to confirm your booking with {business}.',
    'You are booked in, and we are looking forward to seeing you.',
    'Your place is saved, and we cannot wait to welcome you.',
    'Everything is set on our side for your visit.',
  ],
  'follow-up': [
    'We hope you have been feeling the benefit of your last session with us.',
    'A quick note to see how you are after your visit to {business}.',
    'It was a joy to have you with us, and we wanted to say so.',
    'How have the days since your session treated you?',
  ],
  'appointment-reminder': [
    'We are writing ahead of your appointment at {business}.',
    'We are looking forward to seeing you at your next appointment.',
    'Your time with us is nearly here, so here is a short note to help you prepare.',
    'Just a heads-up that your appointment is coming round soon.',
  ],
  'feedback-response': [
    'We really appreciate you telling us how things went.',
    'Thank you for writing to us; we have read every word.',
    'Hearing from you made our day, and the whole team has seen your note.',
    'It means a great deal when someone takes a moment to write like this.',
  ],
  'concern-resolution': [
    'I am sorry to hear about what happened, and thank you for telling us.',
    'Thank you for raising this with us; you were right to let us know.',
    'I have gone through what you wrote, and I want to make this right.',
    'This is not the experience we want anyone to have, and I am sorry.',
  ],
};

export const MORE_NEXT_STEPS: Record<CommunicationType, readonly string[]> = {
  'inquiry-response': [
    'If anything else comes to mind, write back and we will help.',
    'When you feel ready to book, a quick reply is all it takes.',
    'Any other question at all, this email thread is the place for it.',
    'Tell us a little about what you hope for, and we will point you to the right start.',
  ],
  'booking-confirmation': [
    'Should your plans change, let us know and we will sort it out.',
    'Need to change something? Reply here and it is done.',
    'A short reply is enough if you ever need to move or cancel.',
    'If your week shifts, write to us and we will find another time together.',
  ],
  'follow-up': [
    'Whenever you would like another session, we would be glad to see you again.',
    'Your next visit is only a reply away.',
    'Tell us how you are getting on; we always love to hear.',
    'If a question has come up since, write back and we will answer it.',
  ],
  'appointment-reminder': [
    'Should the time no longer work for you, write back and we will move it.',
    'Running late or need another day? A reply here is enough.',
    'If something comes up, tell us and we will offer you a new slot.',
    'Any change of plan, just let us know and we will rearrange.',
  ],
  'feedback-response': [
    'We will take your comments to the team and tell you what comes of them.',
    'Your words are going straight to our next team meeting.',
    'We will keep you posted on anything we change because of your note.',
    'The team will read this together, and we will write again with what we decide.',
  ],
  'concern-resolution': [
    'I will stay with this until it is fully resolved and keep you posted along the way.',
    'You will hear from me as soon as there is news, and I will see this through.',
    'I am following this up myself and will write to you with each step.',
    'Until this is settled, I am your contact, and my inbox is open to you.',
  ],
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
    calm: [
      'I hope you are well and that your week has been gentle so far.',
      'I hope this finds you well.',
      'Thank you for your patience while we looked into this.',
      'I hope you are keeping well.',
      'I hope the week is treating you kindly.',
      'Thank you for your message, and for your patience.',
      'I hope you have had a chance to rest a little this week.',
      'I hope your week has had some quiet moments in it.',
    ],
    middle: [],
    bold: ['Great to hear from you!', 'Thanks for the message!', 'Thanks for reaching out!', 'Happy to help with this!', 'Lovely to hear from you!', 'Thanks for getting in touch!', 'Hi from all of us!'],
  },
  urgency: {
    calm: {
      routine: [
        'There is no rush on your side; we will be in touch again within a day or two if anything else is needed.',
        'Take your time; we answer every message within 24–48 hours.',
        'Whenever you write again, a gentle reply will follow within a day or two.',
        'We read every message with care and answer within 24–48 hours.',
        'No need to hurry: we answer new questions within one or two working days.',
        'Whenever something else comes up, we reply within one or two working days.',
        'Any new question gets a careful answer from us within 24–48 hours.',
      ],
      priority: [
        'We have put your message first, and you will hear from us again today.',
        'You will have our answer before the end of today.',
        'We are giving your message our full attention, and our reply will reach you today.',
      ],
      urgent: [
        'We know this matters now, so someone from our team will be in touch within 2 hours.',
        'Please rest assured: we will contact you within 2 hours.',
        'We are with you on this, and someone will reach out within 2 hours.',
      ],
    },
    middle: {
      routine: [
        'We aim to answer every message within 24–48 hours, so you can expect to hear from us again within that time if anything else is needed.',
        'You will usually hear back from us within one or two working days.',
        'Should anything else come up, we reply within 24–48 hours.',
        'If you write again, expect an answer within one or two working days.',
        'Any further message gets a reply from us within 24–48 hours.',
        'We read every message ourselves and reply within one or two working days.',
        'Replies to anything new go out within 24–48 hours.',
      ],
      priority: [
        'As this is a priority request, we will get back to you with everything you need the same day.',
        'We are treating this as a priority and will reply the same day.',
        'Your message is at the top of our list, and you will have our answer the same day.',
        'Expect everything you need from us the same day, as this is a priority.',
        'We have marked this as a priority, so our reply will reach you the same day.',
      ],
      urgent: [
        'Because this is urgent, a member of our team will contact you personally within 2 hours.',
        'A member of our team will call or write to you within the next 2 hours.',
        'This is urgent for us too: you will hear from someone on our team within 2 hours.',
        'We will be in touch personally within 2 hours, by phone or by message.',
        'Someone from our team is on this now and will reach you within 2 hours.',
      ],
    },
    bold: {
      routine: [
        'Expect a reply within 24–48 hours if anything else comes up.',
        'Anything else? We reply within one or two working days.',
        'More questions? Fire away: answers land within 24–48 hours.',
        'Write back any time; we answer within one or two working days.',
        'Got another question? Send it over and we will answer within 24–48 hours.',
        'Something else on your mind? You will have our answer within one or two working days.',
        'Just hit reply with anything else: we get back to you within 24–48 hours.',
        'Need more? Our answer reaches you within one or two working days.',
      ],
      priority: ['You will hear back from us today, promise.', 'This is top of our list: expect our reply today.', 'Priority noted: our full reply lands today.'],
      urgent: ['We are on it: expect a call or message within 2 hours.', 'Hang tight: we will contact you within 2 hours.', 'Urgent, understood: you will hear from us within 2 hours.'],
    },
  },
  closings: {
    calm: [
      'Please look after yourself, and know that we are here whenever you need us.',
      'Take good care of yourself in the meantime.',
      'We are always here, so write to us whenever you like.',
      'Wishing you a gentle week ahead.',
      'Until we speak again, go gently.',
      'Do take care, and write any time you need us.',
      'Whenever you are ready, we will be glad to welcome you.',
      'Be well, and write whenever you need to.',
      'Sending you warm wishes until then.',
      'We will be here whenever you need us.',
    ],
    middle: [
      'Thank you again for getting in touch.',
      'We are glad to help with anything else you need.',
      'It is always a pleasure to hear from you.',
      'We look forward to hearing from you again soon.',
      'Thanks once more for writing to us.',
      'Wishing you a lovely rest of your week.',
    ],
    bold: [
      'Thanks again, and talk soon!',
      'Any other question? Just shout!',
      'Here to help, any time!',
      'Speak soon, and thanks for reaching out!',
      'We are right here if you need anything else!',
      'Always happy to help: just hit reply!',
      'Cheers for writing, and speak soon!',
      'Catch you soon, and thanks again!',
      'Talk soon, and enjoy your week!',
      'Ping us any time!',
    ],
  },
  signatures: {
    calm: [(b) => `The team at ${b}`, (b) => `Everyone at ${b}`, (b) => `All of us at ${b}`],
    middle: [(b) => `The team at ${b}`, (b) => `Everyone at ${b}`, (b) => `The people at ${b}`, (b) => `All of us at ${b}`, (b) => `Your friends at ${b}`],
    bold: [(b) => `The ${b} team`, (b) => `Your friends at ${b}`, (b) => `Your ${b} crew`],
  },
};
