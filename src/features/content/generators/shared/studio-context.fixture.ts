// A filled-in studio for the generator tests, and checks every generator's text must pass.

import { expect } from 'vitest';
import { type BrandPersonality, DEFAULT_BRAND_PERSONALITY } from '#domain/brand.ts';
import type { GeneratorContext } from './context.ts';
import { GeneratorValidationError } from './context.ts';

export const STUDIO: GeneratorContext = {
  profile: {
    business_name: 'Lotus Flow Studio',
    business_type: 'yoga-studio',
    business_description: 'A small yoga and meditation studio in Port Louis.',
    primary_services: ['Group Classes', 'Workshops', 'Retreats'],
    wellness_specialties: ['Vinyasa Yoga', 'Yin Yoga', 'Breathwork'],
    target_audience: 'busy professionals',
    seo_keywords: ['yoga Port Louis'],
  },
};

export function withPersonality(personality: Partial<BrandPersonality>): GeneratorContext {
  return {
    profile: {
      ...STUDIO.profile,
      brand_personality: { ...DEFAULT_BRAND_PERSONALITY, ...personality },
    },
  };
}

/** No template mark may survive ({{merge_tags}} for email tools are intended). */
export function expectNoSlots(text: string): void {
  expect(text.replace(/\{\{\w+\}\}/g, '')).not.toMatch(/[{}]/);
  expect(text).not.toMatch(/\bundefined\b|\bNaN\b|\blorem\b/);
}

export function validationError(run: () => unknown): { title: string; description: string } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(GeneratorValidationError);
    const { title, description } = error as GeneratorValidationError;
    return { title, description };
  }
  throw new Error('expected a GeneratorValidationError');
}

export function withinTenPercent(actual: number, target: number): boolean {
  return Math.abs(actual - target) <= target * 0.1;
}
