// The six campaign types: each has its own preheader, opening and middle, so a
// welcome email reads nothing like a re-engagement one. Slots: ../../../shared/slots.ts
// plus {cta}.

import type { CampaignType } from '#domain/studio-options.ts';
import type { CampaignTemplate } from '../../language-pack.ts';

export const CAMPAIGNS: Record<CampaignType, CampaignTemplate> = {
  promotional: {
    preheaders: ['A special offer from {business}, just for you.', 'Something lovely for you this month at {business}.'],
    opening: 'We have something special for you this month, and we wanted you to hear about it first.',
    middleTitle: 'A reminder of what we offer:',
    middle: [
      'Time with our team in {specialty} and {specialty2}',
      'Our {service} and {service2}',
      'A calm, welcoming space where you can simply focus on yourself',
    ],
    closing: 'If you have been meaning to come, this is a lovely moment to start.',
    cta: 'Claim your offer',
  },
  nurture: {
    preheaders: ['A small idea to make this week feel a little better.', 'One simple practice from our team to yours.'],
    opening: 'We like to share ideas that make a real difference between visits, and this one is a favourite.',
    middleTitle: 'Try this this week:',
    middle: [
      'Take three slow breaths before you check your phone in the morning',
      'Step outside for ten minutes of daylight after lunch',
      'Write down one thing you are grateful for before bed',
    ],
    closing: 'Small habits like these add up to {benefit}, and we are here whenever you want more support.',
    cta: 'Book your next session',
  },
  welcome: {
    preheaders: ['Welcome to {business}! Here is what happens next.', 'We are so glad you are here.'],
    opening: 'Welcome to {business}! We are so glad you have joined our community.',
    middleTitle: 'Here is what you can expect from us:',
    middle: [
      'Practical ideas and gentle inspiration for your wellbeing',
      'News of our {service}, workshops and events',
      'Support from a friendly team who is always happy to answer questions',
    ],
    closing: 'If you have any questions before your first visit, simply reply to this email.',
    cta: 'Book your first class',
  },
  newsletter: {
    preheaders: ['This month at {business}: news, ideas and dates for your diary.', 'Your monthly update from {business}.'],
    opening: 'Here is your update from {business}, with a few things we think you will enjoy.',
    middleTitle: 'In this update:',
    middle: [
      'News from our studio and our team',
      'A simple practice to try at home this week',
      'Upcoming {service} and workshops you can book now',
    ],
    closing: 'Thank you for being part of our community; it means more than you know.',
    cta: 'See the full schedule',
  },
  event: {
    preheaders: ['You are invited: join us at {business}.', 'Save the date for a special event at {business}.'],
    opening: 'You are warmly invited to a special event at {business}.',
    middleTitle: 'Good to know:',
    middle: [
      'Led by our team, with a focus on {specialty}',
      'Come as you are, in clothes you can move in',
      'Any questions before you book? Simply reply to this email',
    ],
    closing: 'If you would like to join us, you can reserve your place below.',
    cta: 'Reserve your place',
  },
  reactivation: {
    preheaders: ['We miss you at {business}.', 'It has been a while; here is what is new.'],
    opening: 'It has been a little while since we last saw you, and we wanted to say that we miss you.',
    middleTitle: 'Whenever you are ready:',
    middle: [
      'Our {service} are a gentle way to ease back in, at your own pace',
      'There is nothing to catch up on; you can simply start again',
      'If you would like help choosing a class, simply reply to this email',
    ],
    closing: 'Whenever you are ready to come back, there is a place waiting for you, no pressure at all.',
    cta: 'Book your comeback class',
  },
};
