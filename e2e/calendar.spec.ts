// The content calendar: a week planned on a desktop by dragging and with the keyboard,
// the agenda on a phone offline, "Plan a post" carrying its day to the piece the tool
// makes, busy weeks with long titles at three widths, and a move reaching a second device.
import { expect, test } from '@playwright/test';
import { seriousA11yViolations } from './fixtures/axe.ts';
import { AccountPages } from './pages/account-pages.ts';
import { CalendarPage, dayOfThisWeek } from './pages/calendar-page.ts';
import { ContentPage } from './pages/content-page.ts';
import { createStudioOwner, secondDevice, signInOwner } from './pages/dashboard-page.ts';
import { type SeedItem, seedHistory, serverRows } from './pages/settings-page.ts';

// The browser's zone is UTC: the studio (no zone saved) follows it.
test.use({ timezoneId: 'UTC' });

const at = (day: string, time: string) => `${day}T${time}:00.000Z`;
type Row = { title: string; status: string; scheduled_for: string | null };

function week(): SeedItem[] {
  return [
    { title: 'Sunrise flow reel', content_type: 'video', status: 'scheduled', channel: 'instagram', word_count: 120, scheduled_for: at(dayOfThisWeek(0), '09:00') },
    { title: 'Winter retreat newsletter', content_type: 'newsletter', status: 'scheduled', channel: 'newsletter', word_count: 400, scheduled_for: at(dayOfThisWeek(1), '18:15') },
    { title: 'Why we breathe before we move', content_type: 'blog', status: 'draft', channel: 'blog', word_count: 900, scheduled_for: at(dayOfThisWeek(3), '12:00') },
    { title: 'Breathwork tips for busy parents', content_type: 'social', status: 'draft', channel: 'facebook', word_count: 80, scheduled_for: null },
  ];
}

async function row(page: import('@playwright/test').Page, request: import('@playwright/test').APIRequestContext, title: string): Promise<Row | undefined> {
  const rows = await serverRows<Row>(page, request, `content_history?select=title,status,scheduled_for&title=eq.${encodeURIComponent(title)}`);
  return rows[0];
}

test('plan a week on a desktop: drag a piece to another day, move one with the keyboard, plan a draft from the tray', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  const owner = await createStudioOwner(request);
  await signInOwner(page, owner);
  await seedHistory(page, request, week());
  const calendar = new CalendarPage(page);
  await calendar.open('?view=week');

  await expect(calendar.day(dayOfThisWeek(0)).getByText('Sunrise flow reel')).toBeVisible();
  await expect(calendar.day(dayOfThisWeek(1)).getByText('Winter retreat newsletter')).toBeVisible();
  await expect(calendar.item('Sunrise flow reel')).toContainText('Instagram · Scheduled');
  await expect(calendar.tray.getByText('Breathwork tips for busy parents')).toBeVisible();
  await expect(page.getByText('Days and times in UTC.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Monday's reel dragged to Wednesday keeps its hour.
  await calendar.drag(calendar.item('Sunrise flow reel'), dayOfThisWeek(2));
  await expect(calendar.day(dayOfThisWeek(2)).getByText('Sunrise flow reel')).toBeVisible();
  await expect(calendar.day(dayOfThisWeek(0)).getByText('Sunrise flow reel')).toHaveCount(0);
  await expect.poll(async () => (await row(page, request, 'Sunrise flow reel'))?.scheduled_for, { timeout: 20_000 }).toBe(`${dayOfThisWeek(2)}T09:00:00+00:00`);

  // Tuesday's newsletter moved to Friday with the keyboard ("Move to" in its detail).
  await calendar.moveWithKeyboard(calendar.item('Winter retreat newsletter'), dayOfThisWeek(4));
  await expect(calendar.day(dayOfThisWeek(4)).getByText('Winter retreat newsletter')).toBeVisible();
  await expect.poll(async () => (await row(page, request, 'Winter retreat newsletter'))?.scheduled_for, { timeout: 20_000 }).toBe(`${dayOfThisWeek(4)}T18:15:00+00:00`);

  // The draft in the tray dragged onto Saturday: planned at nine, still a draft.
  await calendar.drag(calendar.tray.locator('button[data-item]').filter({ hasText: 'Breathwork tips' }), dayOfThisWeek(5));
  await expect(calendar.day(dayOfThisWeek(5)).getByText('Breathwork tips for busy parents')).toBeVisible();
  await expect(calendar.tray.getByText('Every draft has a date.')).toBeVisible();
  await expect.poll(async () => row(page, request, 'Breathwork tips for busy parents'), { timeout: 20_000 }).toEqual({
    title: 'Breathwork tips for busy parents',
    status: 'draft',
    scheduled_for: `${dayOfThisWeek(5)}T09:00:00+00:00`,
  });

  // The month shows the same plan; filters narrow it.
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(calendar.day(dayOfThisWeek(2)).getByText('Sunrise flow reel')).toBeVisible();
  await page.getByLabel('Channel', { exact: true }).selectOption('newsletter');
  await expect(calendar.item('Winter retreat newsletter')).toBeVisible();
  await expect(calendar.item('Sunrise flow reel')).toHaveCount(0);
  await page.getByLabel('Channel', { exact: true }).selectOption('');
  await page.getByLabel('Status', { exact: true }).selectOption('draft');
  await expect(calendar.item('Why we breathe before we move')).toBeVisible();
  await expect(calendar.item('Winter retreat newsletter')).toHaveCount(0);
  await page.getByLabel('Status', { exact: true }).selectOption('');
  await page.getByLabel('Tool', { exact: true }).selectOption('video');
  await expect(calendar.item('Sunrise flow reel')).toBeVisible();
  await expect(calendar.item('Why we breathe before we move')).toHaveCount(0);
  await page.getByLabel('Tool', { exact: true }).selectOption('');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/cal-shots/calendar-month-1440.png', fullPage: true });
});

test('the agenda on a phone, offline: read and moved from the device', async ({ page, context, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await createStudioOwner(request);
  await signInOwner(page, owner);
  await seedHistory(page, request, week());
  const calendar = new CalendarPage(page);
  await calendar.open();
  await expect(calendar.agendaDay(dayOfThisWeek(0)).getByText('Sunrise flow reel')).toBeVisible();
  await new AccountPages(page).waitForServiceWorker();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(calendar.agendaDay(dayOfThisWeek(1)).getByText('Winter retreat newsletter')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Month', exact: true })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/cal-shots/calendar-agenda-390.png', fullPage: true });

  await calendar.moveWithKeyboard(calendar.item('Sunrise flow reel'), dayOfThisWeek(3));
  await expect(calendar.agendaDay(dayOfThisWeek(3)).getByText('Sunrise flow reel')).toBeVisible();
  await expect(calendar.agendaDay(dayOfThisWeek(0))).toHaveCount(0);
  await context.setOffline(false);
  await expect.poll(async () => (await row(page, request, 'Sunrise flow reel'))?.scheduled_for, { timeout: 20_000 }).toBe(`${dayOfThisWeek(3)}T09:00:00+00:00`);
});

test('"Plan a post" on a day opens the tool chosen, and the piece it makes is planned for that day', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  const owner = await createStudioOwner(request);
  await signInOwner(page, owner);
  const calendar = new CalendarPage(page);
  await calendar.open('?view=week');
  const thursday = dayOfThisWeek(3);
  await calendar.day(thursday).getByRole('button', { name: /^Plan a post on / }).click();
  await page.getByRole('menuitem', { name: 'Blog Articles' }).click();
  await expect(page).toHaveURL(new RegExp(`/content\\?tab=blog&plan=${thursday}`));
  await expect(page.getByRole('status').filter({ hasText: /^Planned for / })).toContainText('09:00');

  const studio = new ContentPage(page);
  await studio.addKeywords('Focus keywords', 'yin yoga');
  await studio.button('Generate Titles').click();
  await expect.poll(async () => serverRows<Row>(page, request, 'content_history?select=title,status,scheduled_for'), { timeout: 20_000 }).toEqual([
    expect.objectContaining({ status: 'draft', scheduled_for: `${thursday}T09:00:00+00:00` }),
  ]);
  await calendar.open('?view=week');
  await expect(calendar.day(thursday).locator('button[data-item]')).toHaveCount(1);
});

const LONG = 'A very long title for a seven-week mindful movement and breathwork course for beginners, with a weekend retreat';

for (const width of [360, 768, 1440]) {
  test(`a week of forty pieces with long titles stays readable at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const owner = await createStudioOwner(request);
    await signInOwner(page, owner);
    const channels = ['instagram', 'facebook', 'linkedin', 'newsletter', 'blog'];
    await seedHistory(
      page,
      request,
      Array.from({ length: 40 }, (_, index) => ({
        title: `${index + 1}. ${LONG}`,
        content_type: 'social',
        status: index % 3 === 0 ? 'scheduled' : 'draft',
        channel: channels[index % channels.length] ?? 'other',
        word_count: 100,
        scheduled_for: at(dayOfThisWeek(index % 7), `${String(8 + (index % 10)).padStart(2, '0')}:30`),
      })),
    );
    const calendar = new CalendarPage(page);
    await calendar.open();
    if (width < 768) {
      await expect(calendar.agendaDay(dayOfThisWeek(0)).locator('button[data-item]')).toHaveCount(6);
      await expect(calendar.agendaDay(dayOfThisWeek(0)).getByRole('button', { name: /more on/ })).toHaveCount(0);
    } else {
      // Six on Monday: three shown, "+3 more" opens the rest.
      await expect(calendar.day(dayOfThisWeek(0)).locator('button[data-item]')).toHaveCount(3);
      await calendar.day(dayOfThisWeek(0)).getByRole('button', { name: /3 more on/ }).click();
      await expect(page.getByRole('dialog').locator('button[data-item]')).toHaveCount(6);
      await page.keyboard.press('Escape');
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/cal-shots/calendar-busy-${width}.png`, fullPage: width >= 768 });
    if (width >= 768) {
      await calendar.open('?view=week');
      await expect(calendar.day(dayOfThisWeek(0)).locator('button[data-item]')).toHaveCount(6);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/cal-shots/calendar-week-${width}.png`, fullPage: true });
    }
  });
}

test('a move on one device shows on the other', async ({ page, browser, request }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  const owner = await createStudioOwner(request);
  await signInOwner(page, owner);
  await seedHistory(page, request, week());
  const other = await secondDevice(browser, owner);
  await other.page.setViewportSize({ width: 1440, height: 1000 });
  const there = new CalendarPage(other.page);
  await there.open('?view=week');
  await expect(there.day(dayOfThisWeek(1)).getByText('Winter retreat newsletter')).toBeVisible();

  const here = new CalendarPage(page);
  await here.open('?view=week');
  await here.moveWithKeyboard(here.item('Winter retreat newsletter'), dayOfThisWeek(6));
  await expect(there.day(dayOfThisWeek(6)).getByText('Winter retreat newsletter')).toBeVisible({ timeout: 20_000 });
  await expect(there.day(dayOfThisWeek(1)).getByText('Winter retreat newsletter')).toHaveCount(0);
  await other.context.close();
});
