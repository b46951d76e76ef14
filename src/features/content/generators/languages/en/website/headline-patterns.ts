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

/** {Offers} is the profile's own services ("Group Classes and Workshops"): no line uses it without a profile. */
export const CTA_BY_PLACEMENT: Record<CtaPlacement, readonly string[]> = {
  single: [
    'Book {Kw}',
    'Book {Kw} at {Business}',
    'Try {Kw}',
    'Come and Try {Kw}',
    'Start {Kw} With Us',
    'Begin Your {Kw} Journey',
    'Book Your First Session',
    'Reserve Your Spot Today',
    'Start Your Free Trial',
    'Claim Your Introductory Offer',
    'Book a Free Consultation',
    'Join {Business} Today',
    'Save Your Place at {Business}',
    'Book Your Visit to {Business}',
    'Find Your Time at {Business}',
    'Schedule Your First Session',
    'Book Now and Feel the Difference',
    'Book Your Place',
    'Get Started Now',
    'Explore Our {Offers}',
  ],
  multiple: [
    'Explore Our Schedule',
    'Meet the Team',
    'See What We Offer',
    'Learn More About {Kw}',
    'Ask Us About {Kw}',
    'Book {Kw}',
    'View Pricing',
    'See Prices at {Business}',
    'Book a Discovery Call',
    'Find the Right Session for You',
    'Start Your Free Trial',
    'Send Us a Message',
    'See Dates and Times',
    'Explore Our {Offers}',
    'Compare Our {Offers}',
    'Read About {Business}',
    'Get Directions to {Business}',
    'Read Our FAQs',
    'Browse Upcoming Sessions',
    'Write to {Business}',
  ],
  bottom: [
    'Ready to Begin? Book Your First Session Today',
    'Your {Kw} Journey Starts Here: Reserve Your Spot',
    'Still Have Questions? Talk to Our Team',
    'Join Us at {Business} Today',
    'Take the First Step: Book a Free Consultation',
    'Feel the Difference: Book {Kw}',
    'Make Time for Yourself: Book Now',
    'Discover {Kw} at {Business}: Get Started Today',
    'Say Yes to Your Wellbeing: Join Us Today',
    'Come and Experience {Kw} for Yourself',
    'Your Calmer, Stronger Self Is One Session Away',
    'Questions First? Write to Our Team',
    'We Would Love to Welcome You: Book Your Place',
    '{Business} Is Ready When You Are',
    'See You Soon at {Business}',
    'Try {Kw} and See How You Feel',
    'Curious About {Kw}? Ask Us Anything',
    'Explore Our {Offers} and Book Your Place',
  ],
};

/** Two of a tone's lines lead its single and multiple calls to action. */
export const CTA_BY_VOICE: Record<Voice, readonly string[]> = {
  professional: ['Book Your Assessment', 'Request a Consultation', 'Arrange a First Appointment', 'Speak to a Practitioner', 'Plan Your First Appointment'],
  friendly: ['Come Say Hello', 'Bring a Friend for Free', 'Pop In and Meet Us', 'Drop Us a Line', 'Come and Meet Us'],
  inspiring: ['Start Your Transformation', 'Take the First Step Today', 'Begin Something New', 'Choose Yourself Today', 'Make a Fresh Start'],
  expert: ['Book an Expert Consultation', 'Get Your Personalised Plan', 'Book an Assessment With Us', 'Ask a Practitioner', 'Book a Full Assessment'],
  calming: ['When You Are Ready, Book a Gentle First Session', 'Find a Calmer Pace', 'Make Time to Breathe', 'Book a Quiet First Visit', 'Take an Hour for Yourself'],
  energetic: ["Let's Go: Book Now!", 'Jump In Today!', 'Get Moving: Book Today!', 'Grab Your Spot Now!', 'Book It Today!'],
};
