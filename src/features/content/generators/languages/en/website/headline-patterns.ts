// Headline and call-to-action patterns for website copy. {Kw} is a keyword in
// title case, {Business} the business name as typed, {PageAbout} and
// {Audience} the page topic and audience in title case.

import type { CtaPlacement } from '#domain/studio-options.ts';
import type { Voice } from '../../../shared/voice.ts';

export const H1_BY_VOICE: Record<Voice, readonly string[]> = {
  professional: ['Expert-Led {Kw} for {Audience}', 'Professional {Kw} With a Personal Touch', '{Kw} You Can Trust'],
  friendly: ['Come As You Are: {Kw} at {Business}', 'Say Hello to {Kw} That Feels Good', 'Your Friendly Home for {Kw}'],
  inspiring: ['Your Journey to {Kw} Starts Here', 'Rise, Breathe, Transform With {Kw}', 'Become Your Best Self Through {Kw}'],
  expert: ['Evidence-Based {Kw} for Lasting Results', '{Kw}, Grounded in Science and Tradition', 'Qualified Practitioners, Proven {Kw}'],
  calming: ['Slow Down and Breathe: {Kw} at {Business}', 'A Calm Place for {Kw}', 'Find Stillness Through {Kw}'],
  energetic: ['Energise Your Life With {Kw}!', '{Kw} That Makes You Feel Alive', 'Move, Breathe, Shine: {Kw} at {Business}'],
};

export const H1_PATTERNS: readonly string[] = [
  '{Kw} for {Audience}',
  'Discover {Kw} at {Business}',
  'Find Your Balance With {Kw}',
  '{Business}: {Kw} That Fits Your Life',
  'Feel Better, Live Fully: {Kw} at {Business}',
  'Your Home for {Kw}',
  '{Kw} Made Simple, Personal and Joyful',
  'Where {Kw} Meets Real Life',
  'Breathe Deeper, Live Lighter With {Kw}',
  '{Kw} in a Space Made for You',
  'Welcome to {Business}, Your Place for {Kw}',
  'Reconnect With Yourself Through {Kw}',
];

export const H1_PAGE_PATTERNS: readonly string[] = ['{PageAbout} for {Audience}', '{PageAbout} at {Business}'];

/** Headings for the sections fewer pages have, offered after every section of h2-sections.ts. */
export const H2_PATTERNS: readonly string[] = [
  'Your Comfort Comes First',
  'Our Promise to You',
  'Stay in Touch With {Business}',
  'A Note From {Business}',
  'Looking After Yourself Between Sessions',
  'Our Space',
];

export const CTA_BY_PLACEMENT: Record<CtaPlacement, readonly string[]> = {
  single: [
    'Book Your First Class',
    'Start Your Free Trial',
    'Reserve Your Spot Today',
    'Claim Your Introductory Offer',
    'Begin Your {Kw} Journey',
    'Book a Free Consultation',
    'Join {Business} Today',
    'Schedule Your First Session',
    'Try Your First {Kw} Session',
    'Get Started Now',
    'Book Now and Feel the Difference',
    'Book Your Place',
    'Come and Try {Kw}',
    'Send Us a Message',
  ],
  multiple: [
    'Explore Our Schedule',
    'Meet Our Teachers',
    'See Class Options',
    'Learn More About {Kw}',
    'View Pricing',
    'Ask Us About {Kw}',
    'Book a Discovery Call',
    'Book Your First Class',
    'Download Our Free {Kw} Guide',
    'Find the Right Class for You',
    'Start Your Free Trial',
    'Send Us a Message',
    'See Dates and Times',
  ],
  bottom: [
    'Ready to Begin? Book Your First Session Today',
    'Your {Kw} Journey Starts Here: Reserve Your Spot',
    'Still Have Questions? Talk to Our Team',
    'Join Our Community at {Business} Today',
    'Take the First Step: Book a Free Consultation',
    'Feel the Difference: Try Your First Class',
    'Make Time for Yourself: Book Now',
    'Discover {Kw} at {Business}: Get Started Today',
    'Say Yes to Your Wellbeing: Join Us Today',
    'Come and Experience {Kw} for Yourself',
    'Your Calmer, Stronger Self Is One Session Away',
    'Questions First? Send Us a Message',
    'We Would Love to Welcome You: Book Your Place',
  ],
};

export const CTA_BY_VOICE: Record<Voice, readonly string[]> = {
  professional: ['Book Your Assessment', 'Request a Consultation'],
  friendly: ['Come Say Hello', 'Bring a Friend for Free'],
  inspiring: ['Start Your Transformation', 'Take the First Step Today'],
  expert: ['Book an Expert Consultation', 'Get Your Personalised Plan'],
  calming: ['When You Are Ready, Book a Gentle First Session', 'Find Your Calm'],
  energetic: ["Let's Go: Book Now!", 'Jump In Today!'],
};
