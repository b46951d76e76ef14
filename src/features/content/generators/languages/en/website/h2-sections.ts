// H2 headlines by the section of a page they head, each section in several versions so
// two studios' pages rarely share a heading. {Offers} and {Specialties} are the
// profile's own services and specialties (no version uses them without a profile);
// the other slots are those of headline-patterns.ts. Soft and bold versions join the
// plain ones of the same section under a template that leans that way.

import type { Lean } from '../../../website/lean-words-type.ts';

type Section = { plain: readonly string[]; soft?: readonly string[]; bold?: readonly string[] };

const SECTIONS: readonly Section[] = [
  {
    plain: ['Why Choose {Business}', 'What Makes {Business} Different', 'Why People Come to {Business}', 'The {Business} Difference', 'Why {Kw} at {Business}', 'What Sets Us Apart', 'Why {Audience} Choose {Business}', 'Why Come to {Business}'],
    soft: ['A Calm Place to Begin'],
    bold: ['What You Will Work On at {Business}'],
  },
  {
    plain: ['Our Approach to {Kw}', 'How We Approach {Kw}', 'How We Work', 'What Guides Our Work', 'The Thinking Behind {Business}', 'How {Business} Works With You', 'Our Philosophy', '{Kw}, the {Business} Way'],
    soft: ['Unhurried {Kw} at {Business}', 'Resting Into {Kw}'],
    bold: ['Real Progress With {Kw}'],
  },
  {
    plain: ['What to Expect at Your First Session', 'Your First Visit to {Business}', 'Before Your First Session', 'New to {Kw}? Start Here', 'Coming for the First Time', 'First Time at {Business}?', 'Planning Your First Visit', 'What Your First Visit Looks Like'],
    soft: ['A Gentle First Visit', 'Taking Your Time'],
    bold: ['Your First Week at {Business}', 'Showing Up at {Business}'],
  },
  {
    plain: ['The Benefits of {Kw}', 'What {Kw} Can Do for You', 'What You Gain From {Kw}', 'What People Notice After a Few Weeks', '{Kw} for Body and Mind', 'The Difference {Kw} Makes', 'Why {Kw} Is Worth Your Time', 'What Regular Sessions Can Change'],
  },
  {
    plain: ['{Offers} at {Business}', 'Our {Offers}', '{Specialties} at {Business}', 'What We Offer', 'Ways to Join Us', 'What {Business} Offers', 'Choose Your Session', 'Choose From {Offers}', 'How You Can Join {Business}'],
  },
  {
    plain: ['Meet the Team', 'The People Behind {Business}', 'The Team You Will Meet', 'Meet the Team at {Business}', 'Your Guides at {Business}', 'Get to Know Us', 'Who Looks After You at {Business}', 'The People You Will Meet Here'],
  },
  {
    plain: ['Who {Kw} Is For', 'Is {Kw} Right for You?', '{Kw} for {Audience}', 'Made for {Audience}', 'Who Comes to {Business}', 'Is This for You?', 'Who We Welcome', 'Who Our Sessions Suit', 'Welcoming {Audience}'],
  },
  {
    plain: ['Frequently Asked Questions About {Kw}', 'Questions Before You Book', 'Your Questions, Answered', 'Good to Know Before You Come', 'Common Questions About {Kw}', 'What People Ask Us', 'Questions About {Business}', 'Before You Book: Your Questions', '{Kw}: Your Questions Answered'],
  },
  {
    plain: ['Prices and Booking', 'Prices and Packages', 'What It Costs', 'Clear, Simple Pricing', 'Prices at {Business}', 'Booking and Prices', 'Plans and Prices', 'What {Kw} Costs at {Business}', 'Pricing at a Glance'],
  },
  {
    plain: ['Where to Find Us', 'Finding {Business}', 'How to Find Us', 'Visiting {Business}', 'Where to Find {Kw}', 'Getting Here', 'How to Reach {Business}', 'Where {Business} Is'],
  },
  {
    plain: ['What Our Clients Say', 'In Our Clients\' Words', 'What People Say About {Business}', 'Kind Words From Our Clients', 'Stories From {Business}', 'Why Clients Keep Coming Back'],
  },
  {
    plain: ['Our Story', 'How {Business} Began', 'The Story Behind {Business}', 'About {Business}', 'Who We Are', 'Why We Started {Business}', 'Where {Business} Comes From', 'A Little About Us'],
  },
  {
    plain: ['Making {Kw} Part of Your Week', 'Fitting {Kw} Into a Busy Week', 'A Weekly Rhythm of {Kw}', 'Building a Habit That Lasts', '{Kw}, Week by Week', 'Keeping {Kw} Going', 'Coming Back Week After Week', 'A Practice That Fits Your Life'],
    soft: ['Making Room for Rest', 'Slowing Down With {Kw}'],
    bold: ['Progress Starts With Showing Up', 'What a Week of {Kw} Builds'],
  },
  {
    plain: ['How It Works', 'A Typical Session, Step by Step', 'Inside a Session at {Business}', 'What Happens in a Session', 'From Booking to Your First Session', 'How a Session Unfolds', 'What an Hour at {Business} Looks Like', 'Step Inside a Session'],
    soft: ['How a Session Feels Here', 'What a Quiet Hour of {Kw} Feels Like'],
    bold: ['How to Book {Kw} in Two Minutes'],
  },
  {
    plain: ['Begin Your {Kw} Journey Today', 'Ready When You Are', 'Take the First Step', 'Start With One Session', 'Getting Started at {Business}', 'Your Next Step', 'Your First Step at {Business}', 'Come and Try {Kw}'],
    soft: ['Whenever You Feel Ready'],
    bold: ['Get Started With {Kw}', 'Start This Week'],
  },
];

/** Each section's versions under a template of this lean; a plain one takes the first soft and bold version too. */
export function h2Sections(lean: Lean): (readonly string[])[] {
  return SECTIONS.map((section) =>
    lean === 'plain' ? [...section.plain, ...(section.soft ?? []).slice(0, 1), ...(section.bold ?? []).slice(0, 1)] : [...section.plain, ...(section[lean] ?? [])],
  );
}
