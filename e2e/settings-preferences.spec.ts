import { expect, test } from '@playwright/test';
import { BrandPage } from './pages/brand-page.ts';
import { createStudioOwner, secondDevice, signInOwner } from './pages/dashboard-page.ts';
import { SettingsPage } from './pages/settings-page.ts';

test('content preferences start at the product defaults, save, and reach another device', async ({ page, request, browser }) => {
  const owner = await createStudioOwner(request);
  await signInOwner(page, owner);
  const settings = new SettingsPage(page);
  const sliders = new BrandPage(page);
  await settings.open('preferences');

  const blog = settings.preferenceForm('Blog');
  await expect(blog.getByLabel('Default word count')).toHaveValue('800');
  await expect(blog.getByLabel('Default tone')).toHaveValue('Professional & Informative');
  await expect(blog.getByLabel('Include images')).toBeChecked();
  await expect(blog.getByLabel('SEO optimization')).toBeChecked();
  const meta = blog.getByRole('slider', { name: 'Meta description length' });
  await expect(meta).toHaveValue('160');
  await expect(meta).toHaveAttribute('min', '120');
  await expect(meta).toHaveAttribute('max', '200');
  await expect(meta).toHaveAttribute('step', '10');

  await blog.getByLabel('Default word count').selectOption('1200');
  await blog.getByLabel('Default tone').selectOption('Calming & Meditative');
  await blog.getByLabel('Include images').uncheck();
  await sliders.nudge(meta, 2);
  await expect(meta).toHaveValue('180');
  await blog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Preferences Saved!')).toBeVisible();

  await settings.selectTab('Social Media');
  const social = settings.preferenceForm('Social Media');
  const hashtags = social.getByLabel('Maximum hashtags');
  await expect(hashtags).toHaveValue('10');
  await expect(hashtags.locator('option')).toHaveText(['5', '10', '15', '30']);
  await expect(social.getByLabel('Default platform')).toHaveValue('instagram');
  await hashtags.selectOption('30');
  await social.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Preferences Saved!').first()).toBeVisible();

  await settings.selectTab('Newsletter');
  const newsletter = settings.preferenceForm('Newsletter');
  const personalization = newsletter.getByRole('slider', { name: 'Personalization level' });
  await expect(personalization).toHaveValue('70');
  await expect(personalization).toHaveAttribute('step', '10');
  await expect(newsletter.getByLabel('Default template')).toHaveValue('Weekly Wellness Digest');
  await expect(newsletter.getByLabel('Call-to-action style')).toHaveValue('button');

  await settings.selectTab('Website');
  const website = settings.preferenceForm('Website');
  await expect(website.getByLabel('Call-to-action placement')).toHaveValue('multiple');
  await expect(website.getByLabel('Include testimonials')).not.toBeChecked();

  // Kept on this device across a reload...
  await settings.open('preferences');
  await expect(blog.getByLabel('Default word count')).toHaveValue('1200');

  // ...and on the user's other device (the blog generator reads the same preferences row).
  const other = await secondDevice(browser, owner);
  const otherSettings = new SettingsPage(other.page);
  await otherSettings.open('preferences');
  const otherBlog = otherSettings.preferenceForm('Blog');
  await expect(otherBlog.getByLabel('Default word count')).toHaveValue('1200');
  await expect(otherBlog.getByLabel('Default tone')).toHaveValue('Calming & Meditative');
  await expect(otherBlog.getByLabel('Include images')).not.toBeChecked();
  await expect(otherBlog.getByRole('slider', { name: 'Meta description length' })).toHaveValue('180');
  await otherSettings.selectTab('Social Media');
  await expect(otherSettings.preferenceForm('Social Media').getByLabel('Maximum hashtags')).toHaveValue('30');

  // The blog generator on that device starts from them (no blog draft there yet).
  await other.page.evaluate(() => localStorage.setItem('studio_delay_ms', '0'));
  await other.page.goto('/content?tab=blog');
  const keywords = other.page.getByRole('textbox', { name: 'Focus keywords' });
  await keywords.fill('yin yoga');
  await keywords.press('Enter');
  await other.page.getByRole('button', { name: 'Generate Titles' }).click();
  await other.page.getByRole('radio').first().check();
  await expect(other.page.getByLabel('Word count', { exact: true })).toHaveValue('1200');
  await expect(other.page.getByLabel('Tone', { exact: true })).toHaveValue('Calming & Meditative');
  await other.context.close();
});
