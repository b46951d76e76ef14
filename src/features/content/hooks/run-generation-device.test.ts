// Regenerate on the device database itself: a take identical to the one the user
// already has is shown with a note and charges nothing; a new take is charged again.
import { afterEach, describe, expect, it } from 'vitest';
import { addHistoryItem, replaceHistoryText } from '#sync/history.ts';
import { openOfflineUserData, removeUserData } from '#sync/testing.ts';
import { recordUsage } from '#sync/usage.ts';
import { generate } from '../generators/all-tools.fixture.ts';
import { YOGA_INPUTS } from '../generators/generate.fixture.ts';
import { CONTENT_TEXT } from '../messages.ts';
import { type GenerationEffects, type GenerationJob, type LastRun, runGeneration } from './run-generation.ts';

const USER = '4f1c2b7e-8a6d-4c3b-9e2f-7d5a1b0c9e8f';

afterEach(async () => {
  await removeUserData();
});

function deviceEffects(toasts: string[]): GenerationEffects {
  const runs = new Map<string, LastRun>();
  return {
    setBusy: () => undefined,
    wait: async () => undefined,
    isMounted: () => true,
    notifySuccess: (title, description) => toasts.push(`${title}|${description ?? ''}`),
    notifyError: (title, description) => toasts.push(`error:${title}|${description ?? ''}`),
    loadGenerate: async () => generate,
    lastRun: (key) => runs.get(key),
    remember: (key, run) => runs.set(key, run),
    addHistoryItem,
    replaceHistoryText,
    recordUsage,
  };
}

/** A video script job whose generator gives `takes[variant]` (the real script's text when none is given). */
function scriptJob(shown: string[], takes?: string[]): GenerationJob<string> {
  return {
    key: 'script',
    delay: 'video',
    inputs: YOGA_INPUTS.video,
    produce: (gen, variant) => takes?.[Math.min(variant, takes.length - 1)] ?? gen('video', YOGA_INPUTS.video, {}, { variant }).main_content.join('\n'),
    apply: (text) => shown.push(text),
    success: { title: 'Script Generated', description: 'Your video script is ready.' },
    record: (text) => ({ title: '3 yin poses', content: text, wordCount: 60, credits: 4 }),
  };
}

describe('regenerating on the device', () => {
  it('shows a take identical to the last one with a note, and records no usage and no history change', async () => {
    const { db } = await openOfflineUserData(USER);
    const toasts: string[] = [];
    const shown: string[] = [];
    const fx = deviceEffects(toasts);
    // A take the generator cannot vary (the same text twice), then a new one.
    const takes = ['Child pose, five breaths.', 'Child pose, five breaths.', 'Legs up the wall, ten breaths.'];

    expect(await runGeneration('video', scriptJob(shown, takes), fx)).toBe('saved');
    expect(await runGeneration('video', scriptJob(shown, takes), fx)).toBe('unchanged');
    expect(shown).toEqual([takes[0], takes[1]]);
    expect(toasts.at(-1)).toBe(`Script Generated|${CONTENT_TEXT.sameText}`);
    expect(await db.usage_tracking.count().exec()).toBe(1);
    expect((await db.content_history.find().exec()).map((doc) => doc.content)).toEqual([takes[0]]);

    expect(await runGeneration('video', scriptJob(shown, takes), fx)).toBe('saved');
    expect(toasts.at(-1)).toBe('Script Generated|Your video script is ready.');
    expect((await db.usage_tracking.find().exec()).map((doc) => doc.credits_consumed)).toEqual([4, 4]);
    expect((await db.content_history.find().exec()).map((doc) => doc.content)).toEqual([takes[2]]);
  });

  it('charges each new take of the real video script: three regenerations, three texts, three usage records', async () => {
    const { db } = await openOfflineUserData(USER);
    const shown: string[] = [];
    const fx = deviceEffects([]);
    for (let round = 0; round < 3; round += 1) expect(await runGeneration('video', scriptJob(shown), fx)).toBe('saved');
    expect(new Set(shown).size).toBe(3);
    expect(await db.usage_tracking.count().exec()).toBe(3);
    expect(await db.content_history.count().exec()).toBe(1);
  });
});
