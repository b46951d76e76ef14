import { describe, expect, it } from 'vitest';
import { GeneratorValidationError } from '../shared/context.ts';
import { generateVideoScript } from './generate-video-script.ts';
import { validateVideoInput } from './validate-video-input.ts';

function caught(run: () => void): GeneratorValidationError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof GeneratorValidationError) return error;
    throw error;
  }
  return undefined;
}

describe('validateVideoInput', () => {
  it('asks for a topic when it is blank, before anything else', () => {
    const error = caught(() => validateVideoInput({ topic: '   ', videoType: '' }));
    expect(error?.title).toBe('Topic Required');
    expect(error?.description).toBe('Please enter a video topic');
  });

  it('asks for a video type when none is chosen', () => {
    const error = caught(() => validateVideoInput({ topic: 'Yin yoga', videoType: '' }));
    expect(error?.title).toBe('Video Type Required');
    expect(error?.description).toBe('Please select a video type');
  });

  it('accepts a topic with a type', () => {
    expect(() => validateVideoInput({ topic: 'Yin yoga', videoType: 'meditation' })).not.toThrow();
  });

  it('is enforced by the generator too', () => {
    const input = { topic: '', videoType: 'youtube', duration: '60s', audience: '', tone: '', keyPoints: '' } as const;
    expect(caught(() => generateVideoScript(input, {}))?.title).toBe('Topic Required');
  });
});
