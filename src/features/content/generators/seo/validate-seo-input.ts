import { SEO_MESSAGES } from '#domain/tools/seo.ts';
import { GeneratorValidationError } from '../shared/context.ts';
import type { SeoInput } from './seo-types.ts';

/**
 * Throws the tool's toast texts: content is required for the "existing" analysis,
 * target keywords always.
 */
export function validateSeoInput(input: Pick<SeoInput, 'content' | 'keywords' | 'analysisType'>): void {
  if (input.analysisType === 'existing' && input.content.trim() === '') {
    const { title, description } = SEO_MESSAGES.contentRequired;
    throw new GeneratorValidationError(title, description);
  }
  if (!input.keywords.some((keyword) => keyword.trim() !== '')) {
    const { title, description } = SEO_MESSAGES.keywordsRequired;
    throw new GeneratorValidationError(title, description);
  }
}
