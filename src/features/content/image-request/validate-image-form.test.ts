import { describe, expect, it } from 'vitest';
import { GeneratorValidationError } from '../generators/shared/context.ts';
import { canGenerateImage, validateImageForm } from './validate-image-form.ts';

describe('validateImageForm', () => {
  it("refuses a blank prompt with 'Error' / 'Please enter a prompt' and disables Generate", () => {
    expect(canGenerateImage({ prompt: ' \n\t' })).toBe(false);
    try {
      validateImageForm({ prompt: ' \n\t' });
      expect.unreachable('a blank prompt must be refused');
    } catch (error) {
      expect(error).toBeInstanceOf(GeneratorValidationError);
      expect((error as GeneratorValidationError).title).toBe('Error');
      expect((error as GeneratorValidationError).description).toBe('Please enter a prompt');
    }
  });

  it('accepts any non-blank prompt', () => {
    expect(canGenerateImage({ prompt: 'lotus' })).toBe(true);
    expect(() => validateImageForm({ prompt: 'lotus' })).not.toThrow();
  });
});
