import { describe, expect, it } from 'vitest';
import { composeImagePrompt } from './compose-image-prompt.ts';
import type { ImageForm } from './image-form.ts';

const form: ImageForm = {
  prompt: '  A woman in tree pose on a beach at dawn \n',
  textOverlay: '  Find your balance  ',
  wellness_type: 'yoga',
  style: 'watercolor',
  dimensions: 'pinterest',
  colors: 'ocean-calm',
};

describe('composeImagePrompt', () => {
  it('is the trimmed prompt without a master prompt', () => {
    expect(composeImagePrompt(form)).toBe('A woman in tree pose on a beach at dawn');
    expect(composeImagePrompt(form, { prompt_text: '  ' })).toBe('A woman in tree pose on a beach at dawn');
  });

  it('fills {prompt}, {style} and {wellness_type}, repeated ones too, and leaves others', () => {
    const master = { prompt_text: 'A {style} {wellness_type} image: {prompt}. Soft light, {style} texture, {mood}.' };
    expect(composeImagePrompt(form, master)).toBe(
      'A watercolor yoga image: A woman in tree pose on a beach at dawn. Soft light, watercolor texture, {mood}.',
    );
  });

  it('appends the prompt to a master prompt that has no {prompt}', () => {
    expect(composeImagePrompt({ ...form, style: 'minimalist' }, { prompt_text: 'Calm {style} wellness art.' })).toBe(
      'Calm minimalist wellness art.\n\nA woman in tree pose on a beach at dawn',
    );
  });

  it('does not substitute inside the user prompt', () => {
    expect(composeImagePrompt({ ...form, prompt: 'Write {style} on a mat' }, { prompt_text: '{prompt} in {style}' })).toBe(
      'Write {style} on a mat in watercolor',
    );
  });
});
