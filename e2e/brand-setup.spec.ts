import { expect, test } from '@playwright/test';
import { BrandPage } from './pages/brand-page.ts';
import { createStudioOwner, secondDevice, signInOwner } from './pages/dashboard-page.ts';
import { SettingsPage, serverRows } from './pages/settings-page.ts';

test('brand setup saves from 50% completion, leads to the dashboard and reaches a second device', async ({ page, request, browser }) => {
  const owner = await createStudioOwner(request, 'Lotus Tide Yoga');
  await signInOwner(page, owner);
  // A brand-new account is welcomed, not welcomed back (that comes on the next visit, below).
  await expect(page.getByText('Welcome, Lotus Tide Yoga', { exact: true })).toBeVisible();
  const brand = new BrandPage(page);
  await brand.open();

  // Sign-up gave the business name and type: 2 of the 7 items.
  await expect(brand.businessName).toHaveValue('Lotus Tide Yoga');
  await expect(brand.businessType).toHaveValue('yoga-studio');
  await brand.expectCompletion(29);
  await expect(brand.saveButton()).toBeDisabled();
  await expect(page.getByText('Complete at least 50% to save your profile').first()).toBeVisible();

  await brand.description.fill('Sunrise vinyasa and Ayurveda consultations by the lagoon in Port Louis.');
  await brand.expectCompletion(43);
  await expect(brand.saveButton()).toBeDisabled();

  await brand.choice('Group Classes').check();
  await brand.expectCompletion(57);
  await expect(brand.saveButton()).toBeEnabled();
  await expect(page.getByText('Complete at least 50% to save your profile')).toHaveCount(0);

  const calm = brand.slider('Calm to Energetic');
  await expect(calm).toHaveValue('50');
  await brand.nudge(calm, -4);
  await expect(calm).toHaveValue('30');
  await brand.businessName.fill('Lotus Tide Yoga & Ayurveda');

  await brand.saveButton().click();
  await expect(page.getByText('Brand Profile Saved!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back, Lotus Tide Yoga & Ayurveda')).toBeVisible();

  // The server got it, with full_name set from the business name.
  await expect
    .poll(async () => (await serverRows<{ full_name: string; business_description: string }>(page, request, 'profiles?select=full_name,business_description'))[0])
    .toEqual({ full_name: 'Lotus Tide Yoga & Ayurveda', business_description: 'Sunrise vinyasa and Ayurveda consultations by the lagoon in Port Louis.' });

  const other = await secondDevice(browser, owner);
  const settings = new SettingsPage(other.page);
  await settings.open('profile');
  await expect(settings.tab('Profile')).toHaveAttribute('aria-selected', 'true');
  const otherBrand = new BrandPage(other.page);
  await expect(otherBrand.businessName).toHaveValue('Lotus Tide Yoga & Ayurveda');
  await expect(otherBrand.choice('Group Classes')).toBeChecked();
  await expect(otherBrand.slider('Calm to Energetic')).toHaveValue('30');
  await otherBrand.expectCompletion(57);

  await otherBrand.addKeyword('yoga port louis');
  await otherBrand.choice('Vinyasa Yoga').check();
  await otherBrand.expectCompletion(86);
  await otherBrand.saveButton('Save Changes').click();
  await expect(other.page.getByText('Profile Updated!')).toBeVisible();
  await expect(other.page).toHaveURL(/\/settings\?tab=profile$/);
  await other.context.close();

  await brand.open();
  await expect(brand.page.getByRole('button', { name: 'Remove keyword yoga port louis' })).toBeVisible({ timeout: 45_000 });
  await brand.expectCompletion(86);
});
