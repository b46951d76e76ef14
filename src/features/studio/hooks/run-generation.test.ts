import { describe, expect, it } from 'vitest';
import { GENERATOR_MESSAGES } from '../generators/shared/messages.ts';
import { GeneratorValidationError } from '../generators/shared/context.ts';
import { type GenerationEffects, type GenerationJob, runGeneration } from './run-generation.ts';

function effects(overrides: Partial<GenerationEffects> = {}) {
  const log: string[] = [];
  const fx: GenerationEffects = {
    setBusy: (key) => log.push(`busy:${key}`),
    wait: async (key) => {
      log.push(`wait:${key}`);
    },
    isMounted: () => true,
    notifySuccess: (title, description) => log.push(`success:${title}|${description ?? ''}`),
    notifyError: (title, description) => log.push(`error:${title}|${description ?? ''}`),
    addHistoryItem: async (input) => log.push(`history:${JSON.stringify(input)}`),
    recordUsage: async (input) => log.push(`usage:${JSON.stringify(input)}`),
    ...overrides,
  };
  return { fx, log };
}

function job(produce: () => string, shown: string[] = []): GenerationJob<string> {
  return {
    key: 'article',
    delay: 'blogArticle',
    produce,
    apply: (text) => shown.push(text),
    success: { title: 'Content Generated', description: 'Ready.' },
    record: (text) => ({ title: 'Yoga at Home', content: text, wordCount: 3, credits: 7 }),
  };
}

describe('runGeneration', () => {
  it('shows a validation toast with the spec text and does nothing else', async () => {
    const { fx, log } = effects();
    const { title, description } = GENERATOR_MESSAGES.blogKeywords;
    const outcome = await runGeneration('blog', job(() => { throw new GeneratorValidationError(title, description); }), fx);
    expect(outcome).toBe('invalid');
    expect(log).toEqual(['error:Missing Keywords|Please enter focus keywords first.']);
  });

  it('waits busy, shows the result and its toast, then records history and usage', async () => {
    const { fx, log } = effects();
    const shown: string[] = [];
    expect(await runGeneration('blog', job(() => 'one two three', shown), fx)).toBe('saved');
    expect(shown).toEqual(['one two three']);
    expect(log).toEqual([
      'busy:article',
      'wait:blogArticle',
      'busy:null',
      'success:Content Generated|Ready.',
      `history:${JSON.stringify({ content_type: 'blog', title: 'Yoga at Home', content: 'one two three', status: 'draft', word_count: 3 })}`,
      `usage:${JSON.stringify({ content_type: 'blog', credits_consumed: 7, word_count: 3 })}`,
    ]);
  });

  it('keeps the result on screen and shows an error toast when the local write fails', async () => {
    const refused = new Error('This device is out of storage space, so this change was not saved. Free some space and try again.');
    const { fx, log } = effects({ addHistoryItem: () => Promise.reject(refused) });
    const shown: string[] = [];
    expect(await runGeneration('blog', job(() => 'text', shown), fx)).toBe('not-saved');
    expect(shown).toEqual(['text']);
    expect(log.at(-1)).toBe(`error:Save Failed|${refused.message}`);
  });

  it('drops the result when the tool was left during the wait', async () => {
    const { fx, log } = effects({ isMounted: () => false });
    const shown: string[] = [];
    expect(await runGeneration('blog', job(() => 'text', shown), fx)).toBe('dropped');
    expect(shown).toEqual([]);
    expect(log).toEqual(['busy:article', 'wait:blogArticle']);
  });

  it('reports an unexpected generator error as a failed generation', async () => {
    const { fx, log } = effects();
    expect(await runGeneration('blog', job(() => { throw new Error('boom'); }), fx)).toBe('failed');
    expect(log).toEqual(['error:Generation Failed|boom']);
  });
});
