// How soon a staff member's work appears on the owner's open dashboard: the owner's
// page shows the team card; the staff member's device delivers a history item (as its
// push does, through the API); the time runs from the server's answer to the moment
// the owner's page shows the new count, through Realtime and the owner's pull.
import type { Browser, Page } from 'playwright-core';
import { authStorageKey } from '../../sync/config.ts';
import { type Account, type AppServer, BENCH_ANON_KEY, createAccount } from './app-server.ts';

const ROUNDS = 7;

async function api(server: AppServer, path: string, token: string, body?: unknown): Promise<unknown> {
  const answer = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { apikey: BENCH_ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json', Prefer: 'return=minimal' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  const text = await answer.text();
  return text ? JSON.parse(text) : null;
}

async function userId(server: AppServer, account: Account): Promise<string> {
  return ((await api(server, '/auth/v1/user', account.accessToken)) as { id: string }).id;
}

/** The count of pieces the team card shows for the staff member. */
function staffCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const row = [...document.querySelectorAll('section[aria-labelledby="team-activity-title"] tbody tr')].find((tr) => tr.textContent?.includes('Bench Staff'));
    return Number(row?.querySelector('td')?.textContent ?? '-1');
  });
}

export async function measureTeamLive(browser: Browser, server: AppServer): Promise<number[]> {
  const owner = await createAccount(server.url, 'team-owner');
  const staff = await createAccount(server.url, 'team-staff', 'Bench Staff');
  const [ownerId, staffId] = [await userId(server, owner), await userId(server, staff)];
  const invitation = (await api(server, '/rest/v1/rpc/invite_studio_member', owner.accessToken, { p_studio: ownerId, p_email: staff.email })) as { token: string };
  await api(server, '/rest/v1/rpc/accept_studio_invitation', staff.accessToken, { p_token: invitation.token });

  const context = await browser.newContext({ baseURL: server.url, locale: 'en-GB', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const session = await (await page.request.post('/auth/v1/token?grant_type=password', { headers: { apikey: BENCH_ANON_KEY }, data: { email: owner.email, password: owner.password } })).json();
  session.expires_at ??= Math.floor(Date.now() / 1000) + session.expires_in;
  await page.goto('/about');
  await page.evaluate(([name, value]) => localStorage.setItem(name, value), [authStorageKey(server.url), JSON.stringify(session)] as const);
  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'Your Team' }).waitFor({ timeout: 60_000 });
  // Live: the sync status says so once the Realtime channel has joined.
  await page.getByText(/^live$/i).first().waitFor({ timeout: 60_000 });

  const times: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    await api(server, '/rest/v1/content_history', staff.accessToken, [
      { user_id: staffId, studio_id: ownerId, content_type: 'social', title: `Retreat post ${round}`, word_count: 40 },
    ]);
    const sent = Date.now();
    await page.waitForFunction(
      (expected) => {
        const row = [...document.querySelectorAll('section[aria-labelledby="team-activity-title"] tbody tr')].find((tr) => tr.textContent?.includes('Bench Staff'));
        return Number(row?.querySelector('td')?.textContent ?? '-1') >= expected;
      },
      round,
      { timeout: 30_000, polling: 10 },
    );
    times.push(Date.now() - sent);
    if ((await staffCount(page)) !== round) throw new Error(`the team card shows ${await staffCount(page)} pieces, expected ${round}`);
  }
  await context.close();
  return times;
}
