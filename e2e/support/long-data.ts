// A studio a year in, seeded through the API for the layout checks and the
// screenshots: a 60-character business name, a long email address, 50 history items
// with 120-character titles, 10 keywords and a long description.
import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_ANON_KEY } from '../fixtures/backend-key.ts';
import { latestMail, uniqueEmail } from './mailbox.ts';

export const BUSINESS = 'Lotus Tide Yoga, Ayurveda & Sound Healing Retreats of Port Louis'.slice(0, 60);
export const TITLE = (i: number) =>
  `${i + 1}. A gentle Sunday morning yin yoga and breathwork sequence for tired parents, with Ayurvedic tea and a sound bath`.slice(0, 120);
const TYPES = ['blog', 'social', 'newsletter', 'website', 'email', 'communication', 'seo', 'video'] as const;
const KEYWORDS = ['yin yoga port louis', 'sound bath mauritius', 'ayurveda consultation', 'breathwork for parents', 'sunrise vinyasa', 'restorative yoga', 'retreat weekend', 'meditation for beginners', 'herbal tea ritual', 'yoga teacher training'];

export type Account = { email: string; password: string };

async function call(request: APIRequestContext, method: 'post' | 'patch', path: string, token: string, data: unknown): Promise<void> {
  const response = await request[method](path, {
    headers: { apikey: E2E_ANON_KEY, authorization: `Bearer ${token}`, Prefer: 'return=minimal' },
    data,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** A confirmed account signed in through the API: its access token and id. */
async function confirmedAccount(request: APIRequestContext, account: Account, data: Record<string, string>): Promise<{ accessToken: string; id: string }> {
  const signup = await request.post('/auth/v1/signup', { headers: { apikey: E2E_ANON_KEY }, data: { ...account, data } });
  expect(signup.status(), await signup.text()).toBe(200);
  const mail = await latestMail(request, account.email, 'confirmation');
  expect((await request.get(mail.link, { maxRedirects: 0 })).status()).toBe(303);
  const token = await request.post('/auth/v1/token?grant_type=password', { headers: { apikey: E2E_ANON_KEY }, data: account });
  const { access_token: accessToken, user } = (await token.json()) as { access_token: string; user: { id: string } };
  return { accessToken, id: user.id };
}

/** A confirmed account with a year's worth of long, realistic data on the server. */
export async function studioWithRealData(request: APIRequestContext): Promise<Account> {
  const account = { email: uniqueEmail('leila-hossen-studio-owner-and-lead-teacher'), password: 'Lotus-tide-2025' };
  const { accessToken, id } = await confirmedAccount(request, account, {
    full_name: 'Leila Hossen-Ramgoolam',
    business_name: BUSINESS,
    business_type: 'yoga-studio',
  });
  const user = { id };
  await call(request, 'patch', `/rest/v1/profiles?id=eq.${user.id}`, accessToken, {
    seo_keywords: KEYWORDS,
    business_description: 'Sunrise vinyasa, yin and restorative classes, Ayurveda consultations and monthly sound baths by the lagoon. '.repeat(4),
    target_audience: 'Busy parents, shift workers and beginners who want a calm, unhurried place to start',
  });
  const now = Date.now();
  await call(
    request,
    'post',
    '/rest/v1/content_history',
    accessToken,
    Array.from({ length: 50 }, (_, i) => ({
      title: TITLE(i),
      content_type: TYPES[i % TYPES.length],
      status: 'draft',
      word_count: 300 + i,
      content: `# ${TITLE(i)}\n\n## Before you start\n\nRoll out your mat and breathe.`,
      created_at: new Date(now - i * 6 * 60 * 60_000).toISOString(),
    })),
  );
  // Briefs with long titles, accents and every field filled.
  await call(
    request,
    'post',
    '/rest/v1/briefs',
    accessToken,
    Array.from({ length: 30 }, (_, i) => ({
      kind: ['event', 'offer', 'class', 'workshop', 'announcement'][i % 5],
      title: `${TITLE(i)}: a weekend with Anaïs Lefèvre-Ramgoolam and Ravi by the lagoon`,
      starts_on: `2027-0${(i % 9) + 1}-1${i % 10}`,
      ends_on: '',
      times: 'Sat & Sun 7:00-9:30am, arrive from 6:45',
      location: 'Lagoon Flow studio, Royal Road, Grand Baie, Rivière du Rempart',
      leaders: 'Anaïs Lefèvre-Ramgoolam (yin), Ravi Seegoolam (sound bath)',
      price: 'Rs 12,500 per person, early bird Rs 11,000 until the 1st',
      bring: 'yoga mat, warm layers, a refillable water bottle',
      booking: 'WhatsApp +230 5712 3456 or https://lagoonflow.example.com/book',
      places_left: i % 7,
      audience: 'Busy parents and shift workers',
      key_message: 'Two slow mornings to rest, breathe and sleep well again.',
      avoid: 'detox',
      details: 'Vegetarian brunch after each session. Parking behind the studio.',
    })),
  );
  // The team: a teacher with a long name who joined, and two invitations still open.
  const teacher = { email: uniqueEmail('marie-christine-appadoo-senior-yin-teacher'), password: 'Lotus-tide-2025' };
  const joined = await confirmedAccount(request, teacher, { full_name: 'Marie-Christine Appadoo-Ramdhony de Chazal' });
  const made = await request.post('/rest/v1/rpc/invite_studio_member', {
    headers: { apikey: E2E_ANON_KEY, authorization: `Bearer ${accessToken}` },
    data: { p_studio: user.id, p_email: teacher.email, p_role: 'staff' },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { token } = (await made.json()) as { token: string };
  await call(request, 'post', '/rest/v1/rpc/accept_studio_invitation', joined.accessToken, { p_token: token });
  for (const email of [uniqueEmail('reception-and-bookings-grand-baie'), uniqueEmail('sound-healing-weekend-guest')]) {
    await call(request, 'post', '/rest/v1/rpc/invite_studio_member', accessToken, { p_studio: user.id, p_email: email, p_role: 'staff' });
  }
  return account;
}
