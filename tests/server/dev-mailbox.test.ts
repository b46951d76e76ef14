// The development mailbox: JSON for the tests and scripts that read one address, a page
// for a browser (every address, or one), with whatever a mail carries escaped and no
// script allowed to run on it.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createServerContext } from '../../server/app.ts';
import type { ServerContext } from '../../server/context.ts';

let ctx: ServerContext;
let app: ReturnType<typeof createApp>;

const HOSTILE = '<script>alert(1)</script>';

beforeAll(async () => {
  ctx = await createServerContext({ memory: true });
  app = createApp(ctx);
  ctx.mailbox.send({
    to: 'Maya@Example.com',
    kind: 'confirmation',
    subject: 'Confirm your signup',
    link: 'http://localhost:4173/auth/v1/verify?token=abc&type=signup',
    token: '123456',
  });
  ctx.mailbox.send({
    to: 'ravi@example.com',
    kind: 'invitation',
    subject: `Join ${HOSTILE} studio`,
    text: `Maya invited you to ${HOSTILE}.\nAccept: http://localhost:4173/join?code=x"onmouseover="alert(2)\nOr javascript:alert(3)`,
    link: 'javascript:alert(4)',
    token: '',
  });
  ctx.mailbox.send({ to: `${HOSTILE}@example.com`, kind: 'magiclink', subject: 'Your magic link', link: 'http://localhost:4173/auth/v1/verify?token=m', token: '654321' });
});

afterAll(async () => {
  await ctx?.db.close();
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(`http://localhost:4173${path}`, { headers });

describe('the development mailbox', () => {
  it('answers the tests and scripts with JSON, as before (Accept */*, none, or application/json)', async () => {
    for (const headers of [{ accept: '*/*' }, {}, { accept: 'application/json' }] as Record<string, string>[]) {
      const response = await get('/_dev/mailbox?email=maya@example.com', headers);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual([expect.objectContaining({ to: 'maya@example.com', kind: 'confirmation', token: '123456' })]);
    }
    const missing = await get('/_dev/mailbox', { accept: 'application/json' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('shows a browser every address with its mails: subject, time, code and clickable links', async () => {
    for (const headers of [{ accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }, {}] as Record<string, string>[]) {
      const response = await get('/_dev/mailbox', headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<h1>Development mailbox</h1>');
      expect(html).toContain('<a href="/_dev/mailbox?email=maya%40example.com">maya@example.com</a>');
      expect(html).toContain('<h3 id="mail-2-0">Confirm your signup</h3>');
      expect(html).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[\d:.]+Z">\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC<\/time> · confirmation/);
      expect(html).toContain('<code>123456</code>');
      expect(html).toContain('<a class="action" href="http://localhost:4173/auth/v1/verify?token=abc&amp;type=signup">Confirm the address</a>');
      // Addresses with the latest mail first.
      expect(html.indexOf('Your magic link')).toBeLessThan(html.indexOf('ravi@example.com'));
      expect(html.indexOf('ravi@example.com')).toBeLessThan(html.indexOf('maya@example.com'));
    }
  });

  it('shows one address when the browser names it', async () => {
    const html = await (await get('/_dev/mailbox?email=RAVI@example.com', { accept: 'text/html' })).text();
    expect(html).toContain('<title>RAVI@example.com - Development mailbox</title>');
    expect(html).toContain('Join &lt;script&gt;');
    expect(html).not.toContain('Confirm your signup');
    const empty = await (await get('/_dev/mailbox?email=nobody@example.com', { accept: 'text/html' })).text();
    expect(empty).toContain('No mail to this address yet.');
  });

  it('escapes what a mail carries and lets no script run', async () => {
    const response = await get('/_dev/mailbox', { accept: 'text/html' });
    const html = await response.text();
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;@example.com');
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).not.toContain('"onmouseover=');
    expect(html).toContain('<a href="http://localhost:4173/join?code=x">');
    expect(html).toContain('<p class="url">javascript:alert(4)</p>');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(policy).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });
});
