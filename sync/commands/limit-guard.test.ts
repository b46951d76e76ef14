import { afterEach, describe, expect, it } from 'vitest';
import { FieldLimitError } from '../../domain/field-limit-messages.ts';
import { maxLengthOf } from '../../domain/field-limits.ts';
import { openOfflineUserData } from '../test-support/memory-device.ts';
import { removeUserData } from '../user-data/open-user-data.ts';
import { addHistoryItem } from './history-commands.ts';
import { savePreferences } from './preference-commands.ts';
import { saveProfile } from './profile-commands.ts';
import { saveTemplate } from './template-commands.ts';

const USER = '6f1c7a0e-8a43-4d55-9d1e-2b7d7f2a9c02';

afterEach(() => removeUserData());

describe('commands refuse a value past its field’s limit and write nothing', () => {
  it('refuses a tone template description of 5,000 characters, naming the field', async () => {
    const { db } = await openOfflineUserData(USER);
    const refused = saveTemplate({ name: 'Calm', description: 'd'.repeat(5000) });
    await expect(refused).rejects.toBeInstanceOf(FieldLimitError);
    await expect(refused).rejects.toMatchObject({ column: 'description', message: expect.stringContaining('the most is 1,000') });
    expect(await db.tone_templates.count().exec()).toBe(0);
    await saveTemplate({ name: 'Calm', description: 'd'.repeat(1000) });
    expect(await db.tone_templates.count().exec()).toBe(1);
  });

  it('refuses a target audience of 4,600 characters and keeps the profile as it was', async () => {
    const { db } = await openOfflineUserData(USER);
    await saveProfile({ target_audience: 'Beginners' });
    await expect(saveProfile({ target_audience: 'a'.repeat(4600) })).rejects.toThrow(
      "The brand profile's target audience is 4,600 characters; the most is 2,000. Shorten it to save.",
    );
    expect((await db.profiles.findOne(USER).exec())?.target_audience).toBe('Beginners');
  });

  it('refuses too many keywords and preferences too big to store', async () => {
    await openOfflineUserData(USER);
    await expect(saveProfile({ seo_keywords: Array.from({ length: 51 }, (_, i) => `k${i}`) })).rejects.toMatchObject({ column: 'seo_keywords' });
    await expect(savePreferences('blog', { note: 'x'.repeat(30000) })).rejects.toMatchObject({ column: 'default_settings' });
  });

  it('cuts a history title made from a long topic to fit, at a word', async () => {
    await openOfflineUserData(USER);
    const topic = 'gentle yoga for stiff backs '.repeat(20);
    const item = await addHistoryItem({ content_type: 'blog', title: topic });
    expect(Array.from(item.title).length).toBeLessThanOrEqual(maxLengthOf('content_history', 'title'));
    const kept = item.title.replace(/…$/, '');
    expect(item.title.endsWith('…')).toBe(true);
    expect(topic.startsWith(`${kept} `)).toBe(true);
  });
});
