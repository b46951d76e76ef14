import { SEO_MESSAGES } from '#domain/tools/seo.ts';
import { describe, expect, it, vi } from 'vitest';
import { GeneratorValidationError } from '../../generators/shared/context.ts';
import { generate } from '../../generators/all-tools.fixture.ts';
import { failAs } from './fail-as.ts';

describe('failAs', () => {
  it('passes the result through', () => {
    expect(failAs((_generate, variant) => 42 + variant, SEO_MESSAGES.analysisFailed)(generate, 1)).toBe(43);
  });

  it('keeps a validation error as it is', () => {
    const invalid = new GeneratorValidationError('Keywords Required', 'Please enter target keywords');
    expect(
      failAs(() => {
        throw invalid;
      }, SEO_MESSAGES.analysisFailed),
    ).toThrow(invalid);
  });

  it("turns any other error into the tool's failure toast", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      failAs(() => {
        throw new TypeError('boom');
      }, SEO_MESSAGES.analysisFailed)(generate, 0);
      expect.unreachable('the error must propagate');
    } catch (error) {
      expect(error).toBeInstanceOf(GeneratorValidationError);
      expect((error as GeneratorValidationError).title).toBe('Analysis Failed');
      expect((error as GeneratorValidationError).description).toBe('There was an error analyzing your content. Please try again.');
    }
  });
});
