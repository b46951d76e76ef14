// The About page's text: values, expertise and what sets the studio apart.
import { COMPANY } from './company.ts';

export const ABOUT_MISSION =
  'Wellness professionals should spend their time with clients, not with a blank page. Our mission is to give every yoga teacher, therapist, coach and spa owner marketing content that sounds like them, in minutes, wherever they are.';

export const ABOUT_OVERVIEW = [
  `${COMPANY.legalName} is a small software company based in ${COMPANY.city}, ${COMPANY.country}. We build ${COMPANY.product}: nine AI writing and design tools in one installable app, made for yoga studios, meditation centres, Ayurveda clinics, retreats, spas and wellness coaches.`,
  'Because so much wellness work happens far from a reliable connection, at retreats, in rural venues and on the road, the studio works offline. Your drafts are saved on your device first and sync to your account when you are back online.',
];

export const EXPERTISE_BADGES = [
  'Yoga & Meditation',
  'Ayurveda',
  'Holistic Health',
  'Spa & Retreats',
  'Wellness Coaching',
  'Content Marketing',
  'SEO',
  'Offline-first Apps',
] as const;

export const ABOUT_VALUES = [
  {
    title: 'Wellness First',
    text: 'We write content that respects your clients: honest, caring and free of exaggerated health claims.',
  },
  {
    title: 'AI Innovation',
    text: 'AI drafts in your brand voice so you can start from a good first version. You stay the author and have the final word.',
  },
  {
    title: 'Community Focus',
    text: 'We build with yoga teachers, therapists and coaches, and their feedback decides what we build next.',
  },
  {
    title: 'Results Driven',
    text: 'SEO analysis, content history and simple analytics show what your content achieves, and credits make costs predictable.',
  },
] as const;

export const ABOUT_DIFFERENTIATORS = [
  {
    title: 'Made for wellness, not generic marketing',
    text: 'The tools know your specialties, from Hatha and Yin to Ayurveda, Reiki and sound healing, and the way your clients talk about them.',
  },
  {
    title: 'Works offline',
    text: 'Install the studio on your phone or tablet and keep writing without a connection. Everything syncs when you are back online.',
  },
  {
    title: 'Your voice, your content',
    text: 'Your brand profile, preferences and tone templates shape every draft, and everything you create belongs to you.',
  },
  {
    title: 'Private on shared devices',
    text: 'Signing out removes your data from the device, so the front-desk tablet keeps none of it.',
  },
] as const;

export const ABOUT_TEAM_MEMBER = {
  name: 'Maya Ramsamy',
  role: 'Founder & Head of Product',
  bio: 'Maya managed a yoga studio in Port Louis for eight years and spent too many Sunday evenings writing newsletters. She started Serenity Digital with a small team of developers, writers and wellness practitioners so that no studio owner has to.',
  initials: 'MR',
} as const;
