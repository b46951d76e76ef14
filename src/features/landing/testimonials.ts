// Sample testimonials shown on the landing page (invented people and businesses).

export type Testimonial = { name: string; business: string; quote: string; rating: 5 };

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Maya Thompson',
    business: 'Lotus Flow Yoga Studio',
    quote:
      'Our weekly newsletter used to take a whole Sunday. Now it takes twenty minutes, and it still sounds like us.',
    rating: 5,
  },
  {
    name: 'Dr. Arjun Nair',
    business: 'Sattva Ayurveda Clinic',
    quote:
      'The blog tool understands Ayurveda. Our articles now rank for the treatments people search for in our city.',
    rating: 5,
  },
  {
    name: 'Sophie Laurent',
    business: 'Blue Lagoon Spa & Retreat',
    quote: 'I draft our Instagram captions on the ferry with no signal, and they are safe in my history when I reach shore.',
    rating: 5,
  },
];
