// What an English text says about a business the profile leaves blank, by business type.

import type { BrandWords } from '../language-pack.ts';

const PLACE_BY_TYPE: BrandWords['placeByType'] = {
  'yoga-studio': 'our studio',
  'meditation-center': 'our centre',
  'ayurveda-clinic': 'our clinic',
  'wellness-retreat': 'our retreat',
  'spa-wellness': 'our spa',
  'fitness-wellness': 'our studio',
  'holistic-health': 'our practice',
  'wellness-coach': 'our coaching practice',
};

const SPECIALTIES_BY_TYPE: BrandWords['specialtiesByType'] = {
  'yoga-studio': ['Hatha Yoga', 'Vinyasa Yoga'],
  'meditation-center': ['Meditation', 'Mindfulness'],
  'ayurveda-clinic': ['Ayurveda', 'Herbal Medicine'],
  'wellness-retreat': ['Breathwork', 'Meditation'],
  'spa-wellness': ['Massage Therapy', 'Aromatherapy'],
  'fitness-wellness': ['Fitness Training', 'Pilates'],
  'holistic-health': ['Holistic Health', 'Nutrition Counseling'],
  'wellness-coach': ['Wellness Coaching', 'Stress Management'],
};

const SERVICES_BY_TYPE: BrandWords['servicesByType'] = {
  'ayurveda-clinic': ['consultations', 'treatments'],
  'wellness-retreat': ['retreats', 'workshops'],
  'spa-wellness': ['treatments', 'day packages'],
  'holistic-health': ['consultations', 'workshops'],
  'wellness-coach': ['one-to-one sessions', 'online programs'],
};

export const BRAND_WORDS: BrandWords = {
  placeByType: PLACE_BY_TYPE,
  place: 'our studio',
  specialtiesByType: SPECIALTIES_BY_TYPE,
  specialties: ['Mindfulness', 'Breathwork'],
  servicesByType: SERVICES_BY_TYPE,
  services: ['group classes', 'one-to-one sessions'],
  audience: 'people seeking more balance',
  spareService: 'workshops',
  spareSpecialties: ['Mindfulness', 'Breathwork'],
  spareKeyword: 'mindful living',
};
