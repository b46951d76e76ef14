// Every validation message of the six text tools (docs/product.md), with its
// exact text, and the rules of the shared keyword input.
import { expect, test } from '@playwright/test';
import { createStudioAccount, ContentPage } from './pages/content-page.ts';

test.beforeEach(async ({ page, request }) => {
  await new ContentPage(page).signIn(await createStudioAccount(request, 'checks'));
});

test('blog: titles need keywords; the article needs a selected title and a tone', async ({ page }) => {
  const studio = new ContentPage(page);
  await studio.open('blog');
  await studio.button('Generate Titles').click();
  await studio.expectToast('Missing Keywords', 'Please enter focus keywords first.');
  await expect(studio.radios('Title suggestions')).toHaveCount(0);

  await studio.addKeywords('Focus keywords', 'yoga');
  await studio.button('Generate Titles').click();
  await studio.expectToast('Titles Generated');
  await expect(studio.radios('Title suggestions')).toHaveCount(10);
  await studio.radios('Title suggestions').first().check();
  await studio.expectToast('Title Selected');
  await studio.field('Tone').selectOption('');
  await studio.button('Generate Article').click();
  await studio.expectToast('Missing Information', 'Please select a title and choose a tone.');
  await expect(studio.panel.getByText('Your article will appear here')).toBeVisible();
});

test('social: platform, audience and a keyword (or what the post is about) are required; the 10th keyword shows the maximum toast', async ({ page }) => {
  const studio = new ContentPage(page);
  await studio.open('social');
  await studio.button('Generate Posts').click();
  await studio.expectToast('Missing Information', 'Please select a platform, enter target audience, and add at least one keyword.');

  await studio.field('Target audience *').fill('new mums');
  await studio.addKeywords('Keywords', 'yoga');
  await studio.field('What is this post about?').fill('Postnatal yoga on Saturdays');
  await studio.panel.getByRole('checkbox', { name: /Instagram/ }).uncheck();
  await studio.button('Generate Posts').click();
  await expect(studio.toast('Please select a platform, enter target audience, and add at least one keyword.')).toHaveCount(2);
  await expect(studio.panel.getByText('Your posts will appear here')).toBeVisible();

  await studio.addKeywords('Keywords', 'breath', 'sleep', 'calm', 'reiki', 'yin', 'sound', 'retreat', 'spa', 'a, b');
  await studio.expectToast('Maximum Keywords Reached', 'You can add up to 10 keywords only.');
  await expect(studio.panel.getByRole('button', { name: /^Remove keyword/ })).toHaveCount(10);
  await expect(studio.field('Keywords')).toBeDisabled();
  await expect(studio.keyword('b')).toHaveCount(0);
});

test('the keyword input trims, ignores duplicates, adds on Enter and removes on click', async ({ page }) => {
  const studio = new ContentPage(page);
  await studio.open('blog');
  await studio.addKeywords('Focus keywords', '  morning yoga  ', 'Morning Yoga', '   ', 'breathwork');
  await expect(studio.panel.getByRole('button', { name: /^Remove keyword/ })).toHaveText(['morning yoga×', 'breathwork×']);
  await studio.keyword('morning yoga').click();
  await expect(studio.panel.getByRole('button', { name: /^Remove keyword/ })).toHaveText(['breathwork×']);
  await studio.addKeywords('Focus keywords', '1', '2', '3', '4', '5', '6', '7', '8', '9');
  await expect(studio.field('Focus keywords')).toBeDisabled();
  await expect(studio.panel.getByText('10/10 keywords.')).toBeVisible();
  // Only the social tool shows the maximum toast.
  await expect(studio.toast('Maximum Keywords Reached')).toHaveCount(0);
  await studio.keyword('5').click();
  await expect(studio.field('Focus keywords')).toBeEnabled();
});

test('newsletter: topic and template are required', async ({ page }) => {
  const studio = new ContentPage(page);
  await studio.open('newsletter');
  await studio.button('Generate Newsletter').click();
  await studio.expectToast('Missing Information', 'Please fill in the topic and select a template.');
  await studio.field('Topic *').fill('Winter sleep');
  await studio.field('Template *').selectOption('');
  await studio.button('Generate Newsletter').click();
  await expect(studio.toast('Please fill in the topic and select a template.')).toHaveCount(2);
  await expect(studio.panel.getByText('Your newsletter will appear here')).toBeVisible();
});

test('website copy: H1 options need a business name and keywords; hero, H2 and CTAs need a selected H1', async ({ page }) => {
  const studio = new ContentPage(page);
  await studio.open('website');
  await studio.field('Business name *').fill('');
  await studio.button('Generate H1 Headlines').click();
  await studio.expectToast('Missing Information', 'Please enter business name and focus keywords first.');

  await studio.field('Business name *').fill('Lotus Flow Studio');
  await studio.addKeywords('Focus keywords', 'yoga classes');
  await studio.button('Generate H1 Headlines').click();
  await studio.expectToast('H1 Headlines Generated');
  await studio.radios('H1 headline options').first().check();
  await studio.field('Selected H1 headline').fill('');
  for (const generate of ['Generate Hero Paragraph', 'Generate H2 Headlines', 'Generate CTAs']) {
    await studio.button(generate).click();
  }
  await expect(studio.toast('Please select an H1 headline first.')).toHaveCount(3);
  await studio.expectToast('Missing H1', 'Please select an H1 headline first.');
});

test('email: campaign type, subject and audience are required', async ({ page }) => {
  const studio = new ContentPage(page);
  await studio.open('email');
  await studio.field('Subject line *').fill('Spring retreat');
  await studio.field('Target audience *').fill('members');
  await studio.button('Generate Email').click();
  await studio.expectToast('Missing Information', 'Please fill in campaign type, subject, and target audience');
  await expect(studio.panel.getByText('Your email will appear here')).toBeVisible();
});

test('client communication: communication and inquiry types are required', async ({ page }) => {
  const studio = new ContentPage(page);
  await studio.open('communication');
  await studio.field('Communication type *').selectOption('follow-up');
  await studio.button('Generate Reply').click();
  await studio.expectToast('Missing Information', 'Please select communication type and inquiry type');
  await expect(studio.panel.getByText('Your reply will appear here')).toBeVisible();
});
