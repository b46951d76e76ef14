import type { Brief } from '#domain/brief.ts';
import { BLOG_MESSAGES } from '#domain/tools/blog.ts';
import { describe, expect, it } from 'vitest';
import { type GeneratorContext, GeneratorValidationError } from '../generators/shared/context.ts';
import { generate } from '../generators/all-tools.fixture.ts';
import { type GenerationEffects, type GenerationJob, type LastRun, runGeneration } from './run-generation.ts';

function effects(overrides: Partial<GenerationEffects> = {}) {
  const log: string[] = [];
  const runs = new Map<string, LastRun>();
  const entries = new Map<string, string>();
  let nextId = 1;
  const fx: GenerationEffects = {
    setBusy: (key) => log.push(`busy:${key}`),
    wait: async (key) => {
      log.push(`wait:${key}`);
    },
    isMounted: () => true,
    notifySuccess: (title, description) => log.push(`success:${title}|${description ?? ''}`),
    notifyError: (title, description) => log.push(`error:${title}|${description ?? ''}`),
    loadGenerate: async () => generate,
    lastRun: (key) => runs.get(key),
    remember: (key, run) => runs.set(key, run),
    addHistoryItem: async (input) => {
      log.push(`history:${JSON.stringify(input)}`);
      const id = `h${nextId++}`;
      entries.set(id, input.content ?? '');
      return { id };
    },
    replaceHistoryText: async (id, text) => {
      if (!entries.has(id)) return false;
      log.push(`replaced:${id}:${text.content}`);
      entries.set(id, text.content);
      return true;
    },
    recordUsage: async (input) => log.push(`usage:${JSON.stringify(input)}`),
    ...overrides,
  };
  return { fx, log, entries };
}

function job(produce: (variant: number) => string, shown: string[] = [], inputs: unknown = { title: 'Yoga at Home' }): GenerationJob<string> {
  return {
    key: 'article',
    delay: 'blogArticle',
    inputs,
    produce: (_generate, variant) => produce(variant),
    apply: (text) => shown.push(text),
    success: { title: 'Content Generated', description: 'Ready.' },
    record: (text) => ({ title: 'Yoga at Home', content: text, wordCount: 3, credits: 7 }),
  };
}

const BRIEF: Brief = {
  id: 'brief-1',
  user_id: 'user',
  studio_id: 'user',
  kind: 'event',
  title: 'Solstice Retreat: two nights of yoga by the lagoon',
  starts_on: '2026-06-20',
  ends_on: '2026-06-22',
  times: 'arrive from 3pm',
  location: 'Lagoon Flow studio, Grand Baie',
  leaders: 'Anaïs (yoga)',
  price: 'Rs 12,500 per person',
  bring: 'yoga mat',
  booking: 'https://lagoonflow.example/book',
  places_left: 6,
  audience: '',
  key_message: '',
  avoid: '',
  details: '',
  created_at: '2026-05-01T08:00:00.000Z',
  updated_at: '2026-05-01T08:00:00.000Z',
};

describe('runGeneration', () => {
  it('shows a validation toast with the product text and does nothing else', async () => {
    const { fx, log } = effects();
    const { title, description } = BLOG_MESSAGES.missingKeywords;
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
      `history:${JSON.stringify({ content_type: 'blog', title: 'Yoga at Home', content: 'one two three', status: 'draft', word_count: 3, metadata: { tool_job: 'article', tool_inputs: { title: 'Yoga at Home' }, tool_variant: 0 } })}`,
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

  it('regenerating the same inputs asks for the next variant and replaces the history text instead of adding an entry', async () => {
    const { fx, log, entries } = effects();
    const shown: string[] = [];
    const take = (variant: number) => `take ${variant}`;
    await runGeneration('blog', job(take, shown), fx);
    await runGeneration('blog', job(take, shown), fx);
    await runGeneration('blog', job(take, shown), fx);
    expect(shown).toEqual(['take 0', 'take 1', 'take 2']);
    expect([...entries.values()]).toEqual(['take 2']);
    expect(log.filter((line) => line.startsWith('history:'))).toHaveLength(1);
    expect(log.filter((line) => line.startsWith('replaced:'))).toEqual(['replaced:h1:take 1', 'replaced:h1:take 2']);
    // Every generation still costs its credits.
    expect(log.filter((line) => line.startsWith('usage:'))).toHaveLength(3);
  });

  it('new inputs start again at the first variant with an entry of their own; a deleted entry is written anew', async () => {
    const { fx, entries } = effects();
    const shown: string[] = [];
    const take = (variant: number) => `take ${variant}`;
    await runGeneration('blog', job(take, shown, { title: 'Yoga at Home' }), fx);
    await runGeneration('blog', job(take, shown, { title: 'Breathwork basics' }), fx);
    expect(shown).toEqual(['take 0', 'take 0']);
    expect(entries.size).toBe(2);
    entries.delete('h2');
    await runGeneration('blog', job(take, shown, { title: 'Breathwork basics' }), fx);
    expect(shown.at(-1)).toBe('take 1');
    expect([...entries.entries()]).toEqual([
      ['h1', 'take 0'],
      ['h3', 'take 1'],
    ]);
  });

  it('a regenerated article is a different text, not the same one again', async () => {
    const { fx } = effects();
    const shown: string[] = [];
    const article: GenerationJob<string> = {
      key: 'article',
      delay: 'blogArticle',
      inputs: { keywords: ['yin yoga'] },
      produce: (gen, variant) =>
        gen('blog-article', { keywords: ['yin yoga'], title: 'Yin Yoga for Better Sleep', wordCount: 600, tone: 'Calm', targetAudience: 'beginners' }, {}, { variant }),
      apply: (text) => shown.push(text),
      success: { title: 'Content Generated' },
      record: (text) => ({ title: 'Yin', content: text, wordCount: 600, credits: 5 }),
    };
    await runGeneration('blog', article, fx);
    await runGeneration('blog', article, fx);
    const sentences = (text: string) => new Set(text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.length > 30));
    const [first, second] = shown.map(sentences);
    const shared = [...first!].filter((sentence) => second!.has(sentence)).length;
    expect(shared / first!.size).toBeLessThan(0.5);
  });

  it('reports an unexpected generator error as a failed generation', async () => {
    const { fx, log } = effects();
    expect(await runGeneration('blog', job(() => { throw new Error('boom'); }), fx)).toBe('failed');
    expect(log).toEqual(['error:Generation Failed|boom']);
  });
  it('written from a brief: the generators are given the brief and the history entry records its id', async () => {
    const seen: (GeneratorContext | undefined)[] = [];
    const { fx, log } = effects({
      loadGenerate: async () => ((_key: string, _input: unknown, ctx?: GeneratorContext) => {
        seen.push(ctx);
        return 'from the brief';
      }) as never,
    });
    const saved: { id: string; metadata: Record<string, unknown> }[] = [];
    fx.saved = (piece) => saved.push(piece);
    const briefJob: GenerationJob<string> = { ...job(() => ''), produce: (gen, variant) => gen('blog-article', {}, { variant: 9 }, { variant }) as string };
    expect(await runGeneration('blog', briefJob, fx, BRIEF)).toBe('saved');
    expect(seen[0]?.brief).toBe(BRIEF);
    expect(seen[0]?.variant).toBe(9);
    const history = log.find((line) => line.startsWith('history:'));
    const recorded = { brief_id: 'brief-1', tool_job: 'article', tool_inputs: { title: 'Yoga at Home' }, tool_variant: 0 };
    expect(JSON.parse(history?.slice('history:'.length) ?? '{}').metadata).toEqual(recorded);
    expect(saved).toEqual([{ id: 'h1', metadata: recorded }]);
  });

  it('another brief with the same form is a first variant with an entry of its own; no brief records no brief id', async () => {
    const { fx, log, entries } = effects();
    const shown: string[] = [];
    const take = (variant: number) => `take ${variant}`;
    await runGeneration('blog', job(take, shown), fx, BRIEF);
    await runGeneration('blog', job(take, shown), fx, { ...BRIEF, id: 'brief-2', title: 'Full Moon Circle' });
    await runGeneration('blog', job(take, shown), fx);
    expect(shown).toEqual(['take 0', 'take 0', 'take 0']);
    expect(entries.size).toBe(3);
    const metadata = log.filter((line) => line.startsWith('history:')).map((line) => JSON.parse(line.slice('history:'.length)).metadata);
    const form = { tool_job: 'article', tool_inputs: { title: 'Yoga at Home' }, tool_variant: 0 };
    expect(metadata).toEqual([{ brief_id: 'brief-1', ...form }, { brief_id: 'brief-2', ...form }, form]);
  });

  it('records the form without the voice, so the piece opens back in its tool', async () => {
    const { fx, log } = effects();
    await runGeneration('blog', job(() => 'text', [], [{ topic: 'Yin', words: 300 }, { toneTemplate: 'Calm' }]), fx);
    const history = log.find((line) => line.startsWith('history:'));
    expect(JSON.parse(history?.slice('history:'.length) ?? '{}').metadata).toEqual({ tool_job: 'article', tool_inputs: { topic: 'Yin', words: 300 }, tool_variant: 0 });
  });

  it('the first generation of an item opened in its tool replaces that item; another job adds its own', async () => {
    const { fx, log, entries } = effects();
    entries.set('opened', 'the text it had');
    fx.editing = (key) => (key === 'article' ? { id: 'opened', variant: 2 } : null);
    await runGeneration('blog', job((variant) => `take ${variant}`), fx);
    // The take after the one it holds.
    expect(log).toContain('replaced:opened:take 3');
    expect(entries.size).toBe(1);
    await runGeneration('blog', { ...job(() => 'titles'), key: 'titles' }, fx);
    expect(entries.size).toBe(2);
  });

  it('opened from the calendar: the piece it makes is planned for that moment and stays a draft', async () => {
    const { fx, log } = effects();
    await runGeneration('blog', job(() => 'planned text'), fx, null, '2026-12-10T09:00:00.000Z');
    const history = log.find((line) => line.startsWith('history:'));
    const input = JSON.parse(history?.slice('history:'.length) ?? '{}');
    expect(input.scheduled_for).toBe('2026-12-10T09:00:00.000Z');
    expect(input.status).toBe('draft');
  });
});
