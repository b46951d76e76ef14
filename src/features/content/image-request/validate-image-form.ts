import { IMAGE_MESSAGES } from '#domain/tools/images.ts';
import { GeneratorValidationError } from '../generators/shared/context.ts';
import type { ImageForm } from './image-form.ts';

/** The Generate button is enabled only when this is true. */
export function canGenerateImage(form: Pick<ImageForm, 'prompt'>): boolean {
  return form.prompt.trim() !== '';
}

/** Throws 'Error' / 'Please enter a prompt' for a blank prompt. */
export function validateImageForm(form: Pick<ImageForm, 'prompt'>): void {
  if (!canGenerateImage(form)) {
    const { title, description } = IMAGE_MESSAGES.promptRequired;
    throw new GeneratorValidationError(title, description);
  }
}
