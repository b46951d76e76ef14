import { expect, type Locator, type Page } from '@playwright/test';

/** A day written YYYY-MM-DD, `offset` days from the Monday of this week (UTC). */
export function dayOfThisWeek(offset: number, now = new Date()): string {
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7) + offset, 12));
  return monday.toISOString().slice(0, 10);
}

export class CalendarPage {
  constructor(readonly page: Page) {}

  async open(search = ''): Promise<void> {
    await this.page.goto(`/calendar${search}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(this.page.getByText('Opening your calendar...')).toHaveCount(0);
  }

  /** A day's cell in the month or week view (its items, its "+"). */
  day(day: string): Locator {
    return this.page.locator(`section[data-day="${day}"]`);
  }

  /** A day of the agenda. */
  agendaDay(day: string): Locator {
    return this.page.locator(`li[data-day="${day}"]`);
  }

  item(title: string): Locator {
    return this.page.locator('button[data-item]').filter({ hasText: title });
  }

  get tray(): Locator {
    return this.page.getByRole('complementary', { name: 'Not planned yet' });
  }

  /** Drags a piece onto a day with the mouse, in steps, as a person does. */
  async drag(item: Locator, day: string): Promise<void> {
    const from = await item.boundingBox();
    const to = await this.day(day).boundingBox();
    if (!from || !to) throw new Error('The piece or the day is not on screen');
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
    await this.page.mouse.move(to.x + to.width / 2, to.y + to.height - 12, { steps: 8 });
    await this.page.mouse.up();
  }

  /** Opens a piece with the keyboard and moves it with its "Move to" day. */
  async moveWithKeyboard(item: Locator, day: string): Promise<void> {
    await item.focus();
    await this.page.keyboard.press('Enter');
    const dialog = this.page.getByRole('dialog');
    const field = dialog.getByLabel(/^(Move to|Day)$/);
    await expect(field).toBeVisible();
    await field.focus();
    await field.fill(day);
    await this.page.keyboard.press('Enter');
    await expect(field).toHaveCount(0);
  }
}
