// Nothing a user typed is lost to a conflict: a phone edits the brand description
// offline while the desktop saves another one; the desktop's text wins, the phone's
// is kept under Settings -> Kept versions, and restoring it brings it back everywhere.
// A kept draft (a long article on both sides) reads as text, the two versions side by
// side on a desktop and one above the other on a 360 px phone, which it fits.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousA11yViolations } from './fixtures/axe.ts';
import { AccountPages } from './pages/account-pages.ts';
import { BrandPage } from './pages/brand-page.ts';
import { ContentPage, createStudioAccount, updateAs } from './pages/content-page.ts';
import { createStudioOwner, signInOwner } from './pages/dashboard-page.ts';
import { SettingsPage } from './pages/settings-page.ts';

const PHONE_TEXT = 'Sunrise yin by the lagoon, written on the phone at the retreat.';
const DESKTOP_TEXT = 'Evening sound baths in Port Louis, written at the desk.';

async function saveDescription(page: Page, text: string): Promise<void> {
  const brand = new BrandPage(page);
  if (!page.url().endsWith('/profile')) await brand.open();
  await brand.description.fill(text);
  await brand.saveButton().click();
  await expect(page.getByText('Brand Profile Saved!')).toBeVisible();
}

/** Reloads the brand setup until the description shows `text` (the device pulled it). */
async function expectDescription(page: Page, text: string): Promise<void> {
  await expect(async () => {
    await new BrandPage(page).open();
    await expect(new BrandPage(page).description).toHaveValue(text, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
}

test('an offline edit that lost a conflict is kept, shown beside the winner, and restored on every device', async ({ browser, request }) => {
  const owner = await createStudioOwner(request, 'Lagoon Yin Retreat');
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const desktopContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  const desktop = await desktopContext.newPage();
  await signInOwner(phone, owner);
  await signInOwner(desktop, owner);

  // A profile complete enough to save (the form asks for half of it), on both devices.
  const brand = new BrandPage(desktop);
  await brand.open();
  await brand.audience.fill('Guests of the lagoon retreat');
  await brand.choice('Yin Yoga').check();
  await saveDescription(desktop, 'Yin yoga at the lagoon.');
  await expectDescription(phone, 'Yin yoga at the lagoon.');

  await new AccountPages(phone).waitForServiceWorker();
  await phoneContext.setOffline(true);
  await saveDescription(phone, PHONE_TEXT);
  await saveDescription(desktop, DESKTOP_TEXT);

  await phoneContext.setOffline(false);
  // The desktop's text wins on both devices...
  await expectDescription(phone, DESKTOP_TEXT);
  // ...and the phone's header says where its own text went.
  const indicator = phone.getByRole('button', { name: /^Sync status:/ });
  await indicator.click();
  await phone.getByRole('link', { name: '1 version needs your attention in Settings' }).click();
  await expect(phone).toHaveURL(/\/settings\?tab=versions$/);

  const settings = new SettingsPage(phone);
  await expect(settings.tab('Kept versions')).toHaveAttribute('aria-selected', 'true');
  const kept = phone.getByRole('list', { name: 'Kept versions' }).getByRole('listitem');
  await expect(kept).toHaveCount(1);
  await expect(kept.getByRole('heading', { name: 'Brand profile' })).toBeVisible();
  await expect(kept.getByText('Business description')).toBeVisible();
  await expect(kept.getByText(PHONE_TEXT)).toBeVisible();
  await expect(kept.getByText(DESKTOP_TEXT)).toBeVisible();

  await kept.getByRole('button', { name: 'Restore' }).click();
  await expect(phone.getByText('Version restored')).toBeVisible();
  await expect(phone.getByText('Nothing to review')).toBeVisible();

  await expectDescription(phone, PHONE_TEXT);
  await expectDescription(desktop, PHONE_TEXT);
  await phoneContext.close();
  await desktopContext.close();
});

/** Another device's article: long, in French, with its accents. */
const DESKTOP_ARTICLE = [
  'Le yin yoga du soir : retrouver un sommeil réparateur',
  'Après une journée chargée, le système nerveux reste souvent en alerte. Le yin yoga propose l’inverse : des postures tenues trois à cinq minutes, au sol, sans effort musculaire, pour laisser le corps déposer ce qu’il porte.',
  'Commencez par la posture de l’enfant, genoux écartés, front posé sur un coussin. Respirez lentement par le nez ; à chaque expiration, relâchez un peu plus les épaules et la mâchoire.',
  'Poursuivez avec la demi-grenouille, puis la torsion allongée de chaque côté. Si une sensation devient vive, reculez d’un cran : l’intensité juste est douce, jamais douloureuse.',
  'Terminez par les jambes au mur pendant cinq minutes. Éteignez les écrans une heure avant le coucher, gardez la chambre fraîche, et notez ce que vous ressentez au réveil : c’est votre meilleur guide.',
  'Rendez-vous jeudi à 19 h 30 au studio Lotus Flow, 12 rue des Lilas, ou en ligne sur https://lotus-flow.example/cours/yin-du-soir-pour-un-sommeil-reparateur-et-profond.',
].join('\n\n');

/** The boxes of one kept field: this device's version and the one in use now. */
function versionBoxes(field: Locator): { mine: Locator; now: Locator } {
  const dd = field.locator('xpath=following-sibling::dd[1]');
  return { mine: dd.locator('[tabindex="0"]').first(), now: dd.locator('[tabindex="0"]').last() };
}

/** Nothing wider than the window, and no value box scrolling sideways. */
async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const boxes = page.getByRole('list', { name: 'Kept versions' }).locator('[tabindex="0"]');
  const widths = await boxes.evaluateAll((elements) => elements.map((box) => box.scrollWidth - box.clientWidth));
  expect(widths.length).toBeGreaterThan(0);
  expect(widths.every((extra) => extra <= 0)).toBe(true);
}

test('a kept draft reads as text: side by side on a desktop, one above the other on a 360 px phone', async ({ browser, request }, testInfo) => {
  const account = await createStudioAccount(request, 'kept-draft');
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const studio = new ContentPage(page);
  await studio.signIn(account);
  await studio.open('blog');
  await studio.addKeywords('Focus keywords', 'yin yoga', 'sommeil réparateur');
  await studio.button('Generate Titles').click();
  await studio.radios('Title suggestions').first().check();
  await studio.button('Generate Article').click();
  const article = studio.card('Your article');
  await expect(article).toBeVisible();
  await expect
    .poll(async () => (await studio.serverRows('generator_drafts', 'output')).map((row) => String((row.output as { article?: string } | null)?.article ?? '').length > 0))
    .toEqual([true]);

  // Offline, the phone writes the article again; meanwhile another device saves its own.
  await studio.goOffline();
  const first = await article.textContent();
  await studio.button('Generate Article').click();
  await expect.poll(() => article.textContent()).not.toBe(first);
  await updateAs(request, account, 'generator_drafts', 'content_type=eq.blog', {
    form: { keywords: ['yin yoga'], selectedTitle: 'Le yin yoga du soir : retrouver un sommeil réparateur', wordCount: 800, tone: 'Calming & Meditative', targetAudience: 'Élèves du soir', details: '' },
    output: { titles: ['Le yin yoga du soir : retrouver un sommeil réparateur'], article: DESKTOP_ARTICLE },
  });
  await context.setOffline(false);
  await page.getByRole('button', { name: /^Sync status:/ }).click();
  await page.getByRole('link', { name: '1 version needs your attention in Settings' }).click();

  // The card's own items, not those of a list inside an article it shows.
  const kept = page.getByRole('list', { name: 'Kept versions' }).locator(':scope > li');
  await expect(kept).toHaveCount(1);
  await expect(kept.getByRole('heading', { name: /^Draft · Blog Articles: “/ })).toBeVisible();
  const articleField = kept.getByText('Result › Article', { exact: true });
  const { mine, now } = versionBoxes(articleField);
  await expect(now).toHaveText(DESKTOP_ARTICLE, { useInnerText: true });
  await expect(mine).toContainText('yin yoga');
  await expect(kept.getByText('Result › Titles', { exact: true })).toBeVisible();
  const shown = (await kept.textContent()) ?? '';
  expect(shown).not.toContain('{"');
  expect(shown).not.toMatch(/"\w+":/);

  // A phone: one above the other, nothing sideways.
  await expectNoSidewaysScroll(page, 360);
  expect(await seriousA11yViolations(page)).toEqual([]);
  const [mineBox, nowBox] = [await mine.boundingBox(), await now.boundingBox()];
  expect(nowBox!.y).toBeGreaterThan(mineBox!.y + mineBox!.height);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('kept-draft-360.png'), fullPage: true });
  await kept.screenshot({ path: testInfo.outputPath('kept-draft-card-360.png') });

  // A desktop: side by side.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSidewaysScroll(page, 1280);
  const [wideMine, wideNow] = [await mine.boundingBox(), await now.boundingBox()];
  expect(wideNow!.x).toBeGreaterThan(wideMine!.x + wideMine!.width);
  expect(Math.abs(wideNow!.y - wideMine!.y)).toBeLessThan(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('kept-draft-1280.png'), fullPage: true });
  await kept.screenshot({ path: testInfo.outputPath('kept-draft-card-1280.png') });
  await context.close();
});
