// One brief, every channel: a brief made once on /briefs fills the email, a social post
// and the newsletter, each of which prints its price, its dates and its booking number;
// the brief then lists the pieces made from it. And a client's message pasted as it
// arrived, with two questions, is answered on both and quoted on neither.
import { expect, type Page, test } from '@playwright/test';
import { createStudioAccount, ContentPage } from './pages/content-page.ts';

const BRIEF = {
  title: 'Solstice Retreat: two nights of yoga by the lagoon',
  first: '2026-06-19',
  last: '2026-06-21',
  times: 'arrive from 3pm Friday',
  where: 'Lagoon Flow studio, Royal Road, Grand Baie',
  leaders: 'Anaïs (yoga), Ravi (sound bath)',
  price: 'Rs 12,500 per person, meals included',
  bring: 'yoga mat, warm layers, a water bottle',
  booking: 'WhatsApp +230 5712 3456',
  places: '5',
  audience: 'women and men 28-55 in the north of Mauritius who feel burnt out and judged in big classes',
  key: 'Two slow nights to rest, breathe and sleep well again.',
};
/** What every piece must print: the price, the dates as a reader reads them, the booking number. */
const FACTS = ['Rs 12,500 per person', '19', '21 June', '+230 5712 3456'];

async function makeBrief(page: Page): Promise<void> {
  await page.goto('/briefs');
  await page.getByRole('link', { name: 'New brief' }).click();
  const form = page.getByRole('form', { name: 'New brief' });
  await form.getByLabel('Kind').selectOption('event');
  await form.getByLabel('What is it?').fill(BRIEF.title);
  await form.getByLabel('First day').fill(BRIEF.first);
  await form.getByLabel('Last day').fill(BRIEF.last);
  await form.getByLabel('Times').fill(BRIEF.times);
  await form.getByLabel('Where').fill(BRIEF.where);
  await form.getByLabel('Who leads').fill(BRIEF.leaders);
  await form.getByLabel('Price').fill(BRIEF.price);
  await form.getByLabel('What to bring').fill(BRIEF.bring);
  await form.getByLabel('How to book (link or number)').fill(BRIEF.booking);
  await form.getByLabel('Places left').fill(BRIEF.places);
  await form.getByLabel('Who it is for').fill(BRIEF.audience);
  await form.getByLabel('Key message').fill(BRIEF.key);
  await form.getByRole('button', { name: 'Create brief' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Brief created' })).toBeVisible();
}

/** From the brief's page, "Write with this brief" in one tool. */
async function writeWith(page: Page, studio: ContentPage, tool: string): Promise<void> {
  await page.goto('/briefs');
  await page.getByRole('link', { name: new RegExp(BRIEF.title.slice(0, 20)) }).first().click();
  await page.getByRole('link', { name: `Write ${tool} with ${BRIEF.title}` }).click();
  await expect(studio.heading).toHaveText('Content Studio');
  await expect(studio.panel.getByText(`Writing from:`)).toBeVisible();
}

test('a brief made once fills the email, a social post and the newsletter, and all three carry its price, dates and booking number', async ({ page, request }) => {
  const studio = new ContentPage(page);
  await studio.signIn(await createStudioAccount(request, 'brief'));
  await makeBrief(page);

  await writeWith(page, studio, 'Email Marketing');
  await expect(studio.field('Subject line *')).toHaveValue(BRIEF.title);
  await studio.button('Generate Email').click();
  await studio.expectToast('Email marketing content generated successfully');
  const email = studio.card('Your email');
  for (const fact of FACTS) await expect(email).toContainText(fact);
  await expect(email).toContainText('5 places left');
  await expect(email).not.toContainText('feel burnt out and judged in big classes');

  await writeWith(page, studio, 'Social Media');
  await expect(studio.field('Target audience *')).toHaveValue(BRIEF.audience);
  await studio.button('Generate Posts').click();
  await studio.expectToast('Content Generated');
  const post = await studio.panel.locator('textarea[aria-describedby$="-count"]').first().inputValue();
  for (const fact of FACTS) expect(post).toContain(fact);
  expect(post).not.toContain('feel burnt out and judged in big classes');

  await writeWith(page, studio, 'Newsletters');
  await expect(studio.field('Topic *')).not.toHaveValue('');
  await studio.field('Template *').selectOption({ index: 1 });
  await studio.button('Generate Newsletter').click();
  await studio.expectToast('Newsletter Generated');
  const newsletter = studio.card('Your newsletter');
  for (const fact of FACTS) await expect(newsletter).toContainText(fact);

  // The brief lists what was made from it.
  await page.goto('/briefs');
  await page.getByRole('link', { name: new RegExp(BRIEF.title.slice(0, 20)) }).first().click();
  const pieces = page.getByRole('region', { name: 'Made from this brief' });
  await expect(pieces.getByRole('listitem')).toHaveCount(3);
});

test('a client message with two questions, pasted as it arrived, is answered on both and quoted on neither', async ({ page, request }) => {
  const message = "hi!! I saw your solstice retreat on insta, I'm 31 weeks pregnant, is it ok for me to come? and if my doctor says no can i get a refund?? thanks x";
  const studio = new ContentPage(page);
  await studio.signIn(await createStudioAccount(request, 'client'));
  await studio.open('communication');
  await studio.field('Communication type *').selectOption('inquiry-response');
  await studio.field('Inquiry type *').selectOption('general');
  await studio.field('Client name').fill('Maëlle');
  await studio.field("Client's message (paste it as it arrived)").fill(message);
  await studio.field('Your notes: what to answer, next steps').fill('yes she can come, gentle practice only; ask for her doctor\'s OK in writing; offer full refund if doctor says no');
  await studio.button('Generate Reply').click();
  await studio.expectToast('Client communication generated successfully');
  const reply = studio.card('Your reply');
  const text = ((await reply.textContent()) ?? "").toLowerCase();
  // Both questions answered: whether she can come, and the refund.
  expect(text).toMatch(/yes, you can come|you(?:'re| are) welcome to (?:come|join)/);
  expect(text).toMatch(/refund you in full/);
  // Neither her message nor the staff's steps are echoed to her.
  expect(text).not.toContain("i'm 31 weeks pregnant, is it ok");
  expect(text).not.toContain('saw your solstice retreat on insta');
  expect(text).not.toContain('offer full refund if doctor says no');
  expect(text).not.toContain("ask for her doctor's ok");
});
