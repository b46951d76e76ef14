// How a marketing email sounds in each register of the tone template: a calm one
// greets softly, leads with a feeling and closes with an open door; a bold one greets
// casually, leads with the news and closes with a push. The middle keeps the tool's
// tone. Slots: ../../../shared/slots.ts plus {when} (the event's date) and {subject}.

import type { EmailRegisterWords } from '../../language-pack.ts';

export const EMAIL_REGISTERS: EmailRegisterWords = {
  leads: {
    calm: [
      'We hope this note finds you well and rested.',
      'We hope your week has been kind to you.',
      '[s] Take a slow breath before you read on; there is no hurry here.',
      'Wherever this finds you, we hope you are well.',
      'A quiet note from us, for when you have a moment.',
      'Here is a short note, written with you in mind.',
      'We have been looking forward to writing to you.',
      'Find a comfortable spot; this will only take a minute.',
    ],
    middle: [],
    bold: [
      'Big news, and we could not wait to share it!',
      'This one is worth a read!',
      'Here is something to get excited about.',
      '[p] Short and to the point, as promised.',
      'Good news first!',
      'You will want to read this one.',
      'Quick one, and a good one!',
      'Clear ten seconds: this is worth it.',
    ],
  },
  closers: {
    calm: {
      plain: [
        'Come whenever it feels right for you.',
        'We would love to share it with you, in your own time.',
        'Whenever you feel ready, we will be glad to see you.',
        'Go gently, and we hope to see you soon.',
        'Take all the time you need; we are here when you are.',
        'There is a place for you here, whenever you want it.',
        'We would be so glad to see you when the moment is right.',
        'No pressure at all; simply come along when it suits you.',
      ],
      dated: ['We would love to share {when} with you.', 'We hope to see you on {when}.', 'Keep {when} for yourself; we will be glad to see you.', 'It would be lovely to welcome you on {when}.'],
    },
    middle: { plain: [], dated: [] },
    bold: {
      plain: [
        'Do not wait on this one!',
        'Grab it while you can!',
        'Say yes to yourself today!',
        'Your move: book it now!',
        'This is your sign: go for it!',
        'Make this the week you say yes!',
        'One booking, and you are on your way!',
        'No more someday: make it today!',
      ],
      dated: ['See you on {when}!', 'Put {when} in your diary now!', '{when} is the day: be there!', 'Book now and we will see you on {when}!'],
    },
  },
  ctaLeads: {
    calm: [
      'When you are ready, you can book here:',
      'You will find everything here:',
      'If it feels right, here is where to start:',
      'Here is where to begin:',
      'Everything is ready for you here:',
      'This link has all you need:',
      'If you would like to join us:',
      'All it takes is one small step:',
    ],
    middle: [],
    bold: ['Tap to book:', 'Here is the link:', 'Do it now:', 'One tap and you are in:', 'Jump in here:', 'Your spot is one click away:', 'Go on, book it:', 'Here is your link:'],
  },
  detailsTitles: {
    calm: ['The details:', 'Everything you need:', 'A few details:'],
    middle: ['The details:', 'Good to know:', 'The practical bits:'],
    bold: ['The essentials:', 'Here is the plan:', 'Key facts:'],
  },
  dateLeads: {
    calm: ['Keep {when} free for yourself.', 'On {when}, we would love you to join us.'],
    middle: ['Save the date: {when}.', 'Mark {when} in your diary.'],
    bold: ['{when}. Be there!', 'Save {when} now!'],
  },
  questions: {
    calm: ['How are you, really?', 'Have you made a little time for yourself lately?'],
    middle: ['Have you got a moment?', 'Looking for something new this season?'],
    bold: ['Ready for this?', 'Want in?'],
  },
  signatures: {
    calm: [(b) => `Everyone here at ${b}`, (b) => `All of us at ${b}`, (b) => `The team at ${b}`],
    middle: [(b) => `The team at ${b}`, (b) => `Everyone at ${b}`, (b) => `All of us at ${b}`],
    bold: [(b) => `Your crew at ${b}`, (b) => `The ${b} team`, (b) => `Everyone at ${b}`],
  },
  unnamedSignature: 'The team',
  greetings: {
    formal: ['Dear {{first_name}},', 'Hello {{first_name}},'],
    middle: ['Hi {{first_name}},', 'Hello {{first_name}},'],
    casual: ['Hey {{first_name}}!', 'Hi {{first_name}}!'],
  },
  subjectFrames: {
    calm: ['An invitation: {subject}', 'A gentle note: {subject}', 'For you: {subject}', 'With love from {business}: {subject}'],
    middle: ['News from {business}: {subject}', 'In case you missed it: {subject}', 'From {business}: {subject}', 'Take a look: {subject}'],
    bold: ['Just announced: {subject}', 'Heads up: {subject}', "Don't miss it: {subject}", 'New: {subject}'],
  },
};
