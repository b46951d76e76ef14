// The SEO optimizer: validation texts, the fields each analysis type shows, the
// pre-built prompts, a real analysis in its four tabs, history and the draft.
import { expect, test } from '@playwright/test';
import { MARKDOWN_ARTICLE } from '../src/features/content/generators/seo/seo-samples.fixture.ts';
import { seriousA11yViolations } from './fixtures/axe.ts';
import { createStudioAccount } from './pages/content-page.ts';
import { ContentTools } from './pages/content-tools.ts';

test.beforeEach(async ({ page, request }) => {
  await new ContentTools(page).signIn(await createStudioAccount(request, 'seo'));
});

test('setup fields follow the analysis type; content and keywords are required', async ({ page }) => {
  const studio = new ContentTools(page);
  await studio.open('seo');
  await expect(studio.panel.getByText('Your SEO analysis will appear here')).toBeVisible();
  await expect(studio.field('Competitor URL')).toHaveCount(0);
  await expect(studio.field('Location')).toHaveCount(0);
  await studio.field('Analysis type *').selectOption({ label: 'Competitor Analysis' });
  await expect(studio.field('Competitor URL')).toBeVisible();
  await expect(studio.field('Location')).toHaveCount(0);
  await studio.field('Analysis type *').selectOption({ label: 'Local SEO' });
  await expect(studio.field('Location')).toBeVisible();
  await expect(studio.field('Competitor URL')).toHaveCount(0);
  await expect(studio.field('Brand tone').locator('option')).toHaveCount(10);

  await studio.field('Analysis type *').selectOption({ label: 'Optimize Existing Content' });
  await studio.button('Analyze').click();
  await studio.expectToast('Content Required', 'Please enter content to analyze');
  await studio.field('Content to analyze *').fill('Yin yoga');
  await expect(studio.panel.getByText('8 characters')).toBeVisible();
  await studio.button('Analyze').click();
  await studio.expectToast('Keywords Required', 'Please enter target keywords');
  await expect(studio.panel.getByText('Your SEO analysis will appear here')).toBeVisible();

  // Keyword research needs no content, but still needs keywords.
  await studio.field('Analysis type *').selectOption({ label: 'Keyword Research' });
  await studio.field('Content to analyze (optional)').fill('');
  await studio.addKeywords('Target keywords *', 'yin yoga', ' yin yoga ', 'Yin Yoga');
  await expect(studio.keyword('yin yoga')).toHaveCount(1);
  await studio.button('Analyze').click();
  await studio.expectToast('Analysis Complete');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // With the real 3-second wait: a busy button and a skeleton, then the result.
  await page.evaluate(() => localStorage.removeItem('studio_delay_ms'));
  await page.reload();
  await expect(studio.panel.getByText('Loading your draft...')).toBeHidden();
  const started = Date.now();
  await studio.button('Analyze').click();
  await expect(studio.button('Analyzing...')).toBeDisabled();
  await expect(studio.panel.getByRole('status').filter({ hasText: 'Analyzing your content...' })).toBeVisible();
  await expect(studio.toast('Analysis Complete')).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
});

test('an analysis with a pre-built prompt, in all four tabs, kept in history and the draft', async ({ page }) => {
  const studio = new ContentTools(page);
  await studio.open('seo');
  const prompts = studio.radios('Analysis prompt');
  const seoPrompt = studio.panel.getByRole('radio', { name: /Optimize existing content/ });
  await expect(seoPrompt).toBeVisible();
  await expect(prompts).toHaveCount(4);
  // The preview is cut at 100 characters.
  const preview = seoPrompt.locator('xpath=..').getByText(/^You are an SEO specialist/);
  expect((await preview.textContent())?.length).toBe(103);
  await seoPrompt.check();

  await studio.addKeywords('Target keywords *', 'yin yoga', 'restorative');
  await studio.field('Brand tone').selectOption('Empathetic');
  await studio.field('Content to analyze *').fill(MARKDOWN_ARTICLE);
  await expect(studio.panel.getByText(`${MARKDOWN_ARTICLE.length.toLocaleString('en-US')} characters`)).toBeVisible();
  await studio.button('Analyze').click();
  await studio.expectToast('Analysis Complete');

  const titles = await studio.openResultTab('Titles & Meta');
  await expect(titles.getByRole('listitem').first()).toContainText(/yin yoga/i);
  expect(await titles.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
  await expect(titles.getByText(/^\d+\/160 characters$/)).toBeVisible();

  const keywords = await studio.openResultTab('Keywords');
  await expect(keywords.getByRole('listitem').filter({ hasText: 'yin yoga' }).first()).toContainText('4 uses, 2.5% density');
  await expect(keywords.getByRole('listitem').filter({ hasText: 'restorative' }).first()).toContainText('0 uses, 0% density');
  await expect(keywords.getByRole('listitem').filter({ hasText: 'restorative' }).first()).toContainText('Too low');

  const structure = await studio.openResultTab('Structure');
  await expect(structure.getByText('Yin Yoga for Beginners').first()).toBeVisible();
  await expect(structure.getByText('Poses to Try').first()).toBeVisible();
  await expect(structure.getByRole('heading', { name: 'Suggested outline' })).toBeVisible();

  const optimization = await studio.openResultTab('Optimization');
  await expect(optimization.getByRole('heading', { name: 'Optimization tips' })).toBeVisible();
  expect(await optimization.getByRole('listitem').count()).toBeGreaterThan(0);
  await expect(optimization.getByText('Words', { exact: true }).locator('xpath=..')).toContainText('160');

  // The master prompt with its placeholders filled.
  await studio.panel.getByText('Prompt used').click();
  const prompt = studio.panel.locator('pre');
  await expect(prompt).toContainText('target keywords yin yoga, restorative, keeping a Empathetic brand voice');
  await expect(prompt).toContainText('Yin yoga is a slow, quiet practice');
  await expect(prompt).not.toContainText('{keywords}');

  await expect(studio.recent).toContainText('SEO analysis: yin yoga, restorative');
  await page.reload();
  await expect(studio.panel.getByText('Loading your draft...')).toBeHidden();
  await expect(studio.resultTab('Titles & Meta')).toBeVisible();
  await expect(studio.field('Content to analyze *')).toHaveValue(MARKDOWN_ARTICLE);
  await expect(seoPrompt).toBeChecked();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Offline: the prompts come from the device and the analysis runs on it.
  await studio.goOffline();
  await page.reload();
  await expect(studio.panel.getByText('Loading your draft...')).toBeHidden();
  await expect(prompts).toHaveCount(4);
  await studio.panel.getByRole('radio', { name: /Local SEO/ }).check();
  await studio.field('Analysis type *').selectOption({ label: 'Local SEO' });
  await studio.field('Location').fill('Port Louis');
  await studio.button('Analyze').click();
  await studio.expectToast('Analysis Complete');
  await studio.panel.getByText('Prompt used').click();
  await expect(studio.panel.locator('pre')).toContainText('local search in Port Louis for the keywords yin yoga, restorative');
});
