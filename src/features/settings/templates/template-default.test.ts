import { firstValueFrom } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openOfflineUserData, removeUserData, templates$ } from '#sync/testing.ts';
import type { ToneTemplateDoc } from '#sync/templates.ts';
import { createTemplate, makeDefaultTemplate, removeTemplate, updateTemplate } from './template-actions.ts';
import { defaultForNewTemplate, successorAfterDelete } from './template-default.ts';
import { emptyTemplateForm } from './template-form.ts';

const flag = (id: string, is_default: boolean, created_at: string) => ({ id, is_default, created_at });

describe('the one-default rules', () => {
  it('makes the first template the default, and no later one', () => {
    expect(defaultForNewTemplate([])).toBe(true);
    expect(defaultForNewTemplate([flag('a', true, '2026-11-01')])).toBe(false);
    expect(defaultForNewTemplate([flag('a', false, '2026-11-01')])).toBe(true);
  });

  it('hands the default to the newest other template when the default goes', () => {
    const list = [flag('a', true, '2026-11-01'), flag('b', false, '2026-11-03'), flag('c', false, '2026-11-02')];
    expect(successorAfterDelete(list, 'a')).toBe('b');
    expect(successorAfterDelete(list, 'b')).toBeNull();
    expect(successorAfterDelete([flag('a', true, '2026-11-01')], 'a')).toBeNull();
  });
});

describe('exactly one default on the device database', () => {
  const USER = '0b7d3c52-3f0e-4f3a-9a51-5e1f2f7c8d10';
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await removeUserData();
  });

  it('holds through create, switch, edit and delete', async () => {
    const { db } = await openOfflineUserData(USER);
    const list = () => firstValueFrom(templates$(db));
    const defaults = async () => (await list()).filter((template) => template.is_default).map((template) => template.name);
    const create = async (name: string) => createTemplate(await list(), { ...emptyTemplateForm(), name });

    // Created a minute apart, so "the newest other template" is always one of them.
    vi.setSystemTime('2026-11-01T09:00:00Z');
    const calm = await create('Calm Guide');
    expect(await defaults()).toEqual(['Calm Guide']);
    vi.setSystemTime('2026-11-01T09:01:00Z');
    const bold = await create('Bold Coach');
    vi.setSystemTime('2026-11-01T09:02:00Z');
    await create('Warm Friend');
    expect(await defaults()).toEqual(['Calm Guide']);

    await makeDefaultTemplate(bold);
    expect(await defaults()).toEqual(['Bold Coach']);

    const current = (await list()).find((template) => template.id === bold.id) as ToneTemplateDoc;
    await updateTemplate(current, { ...emptyTemplateForm(), name: 'Bold Coach II', emotional_tone: 'motivational' });
    expect(await defaults()).toEqual(['Bold Coach II']);

    await removeTemplate(await list(), current);
    expect(await defaults()).toEqual(['Warm Friend']);

    await removeTemplate(await list(), calm);
    const [last] = await list();
    expect(await defaults()).toEqual(['Warm Friend']);
    await removeTemplate(await list(), last as ToneTemplateDoc);
    expect(await list()).toEqual([]);
  });
});
