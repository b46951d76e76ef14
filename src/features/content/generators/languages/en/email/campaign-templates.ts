// The six campaign types: each has its own preheader, opening and middle, so a
// welcome email reads nothing like a re-engagement one. Slots: ../../../shared/slots.ts
// plus {cta}.

import type { CampaignType } from '#domain/studio-options.ts';
import type { CampaignTemplate } from '../../language-pack.ts';

export const CAMPAIGNS: Record<CampaignType, CampaignTemplate> = {
  promotional: {
    preheaders: ['A special offer from {business}, for a limited time only.', 'Something lovely for you this month at {business}.'],
    opening: 'We have something special for you this month, and we wanted you to hear about it first.',
    middleTitle: 'What is included:',
    middle: [
      'Guidance from our experienced team in {specialty} and {specialty2}',
      'Access to our {service} and {service2}',
      'A calm, welcoming space where you can simply focus on yourself',
    ],
    closing: 'Places are limited, so we recommend booking early to secure your spot.',
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
      'First access to new {service}, workshops and events',
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
      'Open to all levels, including complete beginners',
      'Led by our team, with a focus on {specialty}',
      'Comfortable clothing recommended; everything else is provided',
    ],
    closing: 'Spaces are limited to keep the group small, so reserve yours soon.',
    cta: 'Reserve your place',
  },
  reactivation: {
    preheaders: ['We miss you at {business}.', 'It has been a while; here is what is new.'],
    opening: 'It has been a little while since we last saw you, and we wanted to say that we miss you.',
    middleTitle: 'Since your last visit:',
    middle: [
      'We have added new {service} at times that suit busy weeks',
      'Our team has grown, with fresh experience in {specialty}',
      'Booking is now quicker and easier than ever',
    ],
    closing: 'Whenever you are ready to come back, there is a place waiting for you, no pressure at all.',
    cta: 'Book your comeback class',
  },
};
