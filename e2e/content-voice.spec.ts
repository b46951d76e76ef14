// The default tone template shapes every tool: the studio says which voice it writes in,
// and switching the default (here from another device) changes the social post and the
// email written from the same inputs; switching back gives the first texts again.
import { expect, type APIRequestContext, test } from '@playwright/test';
import { CONTENT_TEXT } from '../src/features/content/messages.ts';
import { E2E_ANON_KEY } from './fixtures/backend-key.ts';
import { type Account, createStudioAccount, insertAs, ContentPage } from './pages/content-page.ts';

const CALM = {
  name: 'Calm and spiritual',
  brand_voice_settings: { spiritual_practical: 10, calm_energetic: 10, formal_casual: 85, detailed_concise: 20 },
  content_preferences: { include_questions: false, use_personal_pronouns: false, include_call_to_action: false, emotional_tone: 'calming' },
};
const BRIGHT = {
  name: 'Bright and practical',
  brand_voice_settings: { spiritual_practical: 90, calm_energetic: 90, formal_casual: 10, detailed_concise: 90 },
  content_preferences: { include_questions: true, use_personal_pronouns: true, include_call_to_action: true, emotional_tone: 'motivational' },
};

/** Makes `name` the default template, as another device of the user would (old default cleared first). */
async function makeDefault(request: APIRequestContext, account: Account, name: string): Promise<void> {
  const token = await request.post('/auth/v1/token?grant_type=password', { headers: { apikey: E2E_ANON_KEY }, data: account });
  const headers = { apikey: E2E_ANON_KEY, authorization: `Bearer ${(await token.json()).access_token}`, 'content-type': 'application/json' };
  expect((await request.patch('/rest/v1/tone_templates?is_default=eq.true', { headers, data: { is_default: false } })).status()).toBe(204);
  expect((await request.patch(`/rest/v1/tone_templates?name=eq.${encodeURIComponent(name)}`, { headers, data: { is_default: true } })).status()).toBe(204);
}

test('a tool opened with a default tone template names it from its first frame: never the brand profile, not even while the templates are read', async ({ page, request }) => {
  const account = await createStudioAccount(request, 'voice-first');
  await insertAs(request, account, 'tone_templates', [{ ...CALM, is_default: true }]);
  const studio = new ContentPage(page);
  await studio.signIn(account);
  await studio.open('blog');
  const voice = page.getByTestId('tool-voice');
  await expect(voice).toHaveText(`Writing in: ${CALM.name} (default tone template). ${CONTENT_TEXT.writtenHere}`);

  // Every text the line shows from the page's start, in the order shown.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { voiceTexts: string[] }).voiceTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="tool-voice"]')?.textContent;
      if (text && text !== seen.at(-1)) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.reload();
  await expect(voice).toHaveText(`Writing in: ${CALM.name} (default tone template). ${CONTENT_TEXT.writtenHere}`);
  // The tool is drawn once its voice is read, so the line has only ever said this.
  const texts = await page.evaluate(() => (window as unknown as { voiceTexts: string[] }).voiceTexts);
  expect(texts).toEqual([`Writing in: ${CALM.name} (default tone template). ${CONTENT_TEXT.writtenHere}`]);
});

test('switching the default tone template changes the social post and the email; switching back restores them', async ({ page, request }) => {
  const account = await createStudioAccount(request, 'voice');
  await insertAs(request, account, 'tone_templates', [
    { ...CALM, is_default: true },
    { ...BRIGHT, is_default: false },
  ]);
  const studio = new ContentPage(page);
  await studio.signIn(account);
  const voice = page.getByTestId('tool-voice');

  /** The social post and the email written now, from the same inputs each time. */
  const write = async (template: string): Promise<{ social: string; email: string }> => {
    await studio.open('social');
    await expect(voice).toHaveText(`Writing in: ${template} (default tone template). ${CONTENT_TEXT.writtenHere}`);
    await studio.field('What is this post about?').fill('Full moon sound bath');
    await studio.field('Target audience *').fill('new mums looking for gentle movement');
    if ((await studio.keyword('sound bath').count()) === 0) await studio.addKeywords('Keywords', 'sound bath');
    await studio.button('Generate Posts').click();
    await studio.expectToast('Content Generated');
    const posts = studio.panel.locator('textarea[aria-describedby$="-count"]');
    const social = (await posts.evaluateAll((areas) => areas.map((area) => (area as HTMLTextAreaElement).value))).join('\n');
    await studio.open('email');
    await expect(voice).toHaveText(`Writing in: ${template} (default tone template). ${CONTENT_TEXT.writtenHere}`);
    await studio.field('Campaign type *').selectOption('event');
    await studio.field('Subject line *').fill('Full moon sound bath');
    await studio.field('Target audience *').fill('meditation regulars');
    await studio.button('Generate Email').click();
    await studio.expectToast('Email marketing content generated successfully');
    const email = (await studio.card('Your email').textContent()) ?? '';
    return { social, email };
  };

  const calm = await write(CALM.name);
  expect(calm.social.length).toBeGreaterThan(40);

  await makeDefault(request, account, BRIGHT.name);
  await page.reload();
  const bright = await write(BRIGHT.name);
  expect(bright.social).not.toBe(calm.social);
  expect(bright.email).not.toBe(calm.email);

  await makeDefault(request, account, CALM.name);
  await page.reload();
  expect(await write(CALM.name)).toEqual(calm);
});
