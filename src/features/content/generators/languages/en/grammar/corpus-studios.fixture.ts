// Studios of every kind for the grammar corpus: long and short fields, named
// teachers, places, multi-word keywords, sliders at their ends and in the middle.

import type { BrandPersonality } from '#domain/brand.ts';
import type { GeneratorContext } from '../../../shared/context.ts';

export type CorpusStudio = { ctx: GeneratorContext; keywords: string[]; audience: string; teacher: string; topic: string };

const p = (s: number, c: number, f: number, d: number): BrandPersonality => ({
  spiritual_practical: s,
  calm_energetic: c,
  formal_casual: f,
  detailed_concise: d,
});

const studio = (
  name: string,
  type: string,
  services: string[],
  specialties: string[],
  audience: string,
  personality: BrandPersonality,
  keywords: string[],
  teacher: string,
  topic: string,
): CorpusStudio => ({
  ctx: {
    profile: {
      business_name: name,
      business_type: type,
      primary_services: services,
      wellness_specialties: specialties,
      target_audience: audience,
      brand_personality: personality,
      seo_keywords: keywords.slice(0, 1),
    },
  },
  keywords,
  audience,
  teacher,
  topic,
});

export const CORPUS_STUDIOS: readonly CorpusStudio[] = [
  studio('Lotus Flow Studio', 'yoga-studio', ['Group Classes', 'Workshops'], ['Yin Yoga', 'Vinyasa Yoga'], 'busy professionals', p(50, 20, 50, 50), ['yin yoga Port Louis', 'better sleep'], 'Ravi', 'Preparing your body and mind for the cooler season'),
  studio('Still Water Meditation Centre', 'meditation-center', ['Online Programs', 'Retreats'], ['Meditation', 'Mindfulness'], 'adults who feel overwhelmed by work and family and want a quiet hour each week to reset', p(10, 10, 30, 20), ['mindfulness meditation', 'stress'], 'Ananda', 'Finding calm when the news is loud'),
  studio('Kerala Roots Ayurveda', 'ayurveda-clinic', ['Consultation', 'Individual Sessions'], ['Ayurveda', 'Herbal Medicine'], 'women over forty', p(30, 30, 20, 30), ['Ayurvedic consultation', 'digestion'], 'Dr Meera Nair', 'Eating with the seasons'),
  studio('Blue Bay Retreats', 'wellness-retreat', ['Retreats', 'Workshops'], ['Breathwork', 'Meditation'], 'couples', p(40, 60, 70, 60), ['weekend retreat', 'digital detox'], 'Sophie', 'Why a weekend away resets more than you think'),
  studio('Serenity Spa', 'spa-wellness', ['Individual Sessions', 'Products & Supplements'], ['Massage Therapy', 'Aromatherapy'], 'new mothers', p(50, 20, 40, 50), ['hot stone massage', 'self-care'], 'Lina', 'A self-care ritual for the darker evenings'),
  studio('Core & Breath', 'fitness-wellness', ['Group Classes', 'Membership Programs'], ['Pilates', 'Fitness Training'], 'runners and cyclists', p(90, 90, 90, 90), ['reformer pilates', 'back pain'], 'Tom', 'Building a strong core without a gym'),
  studio('Whole Self Clinic', 'holistic-health', ['Consultation', 'Workshops'], ['Nutrition Counseling', 'Holistic Health'], 'people living with chronic fatigue', p(60, 40, 10, 10), ['gut health', 'nutrition plan'], 'Grace', 'Small changes for steadier energy'),
  studio('Rise Coaching', 'wellness-coach', ['Online Programs', 'Individual Sessions'], ['Wellness Coaching', 'Stress Management'], 'founders and team leads', p(80, 70, 80, 80), ['burnout', 'morning routine'], 'Maya', 'Protecting your mornings'),
  studio('', '', [], [], '', p(50, 50, 50, 50), ['beginner yoga course'], 'Sam', 'Starting yoga after fifty'),
  studio('Moonlight Sound Healing', 'other', ['Workshops'], ['Sound Healing', 'Reiki'], 'anyone curious about sound baths', p(0, 0, 50, 40), ['sound bath', 'deep relaxation'], 'Ravi', 'What happens in a full moon sound bath'),
];
