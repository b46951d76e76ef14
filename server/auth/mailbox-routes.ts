// GET /_dev/mailbox (development only, on a loopback listener): the mails the backend
// "sent". A browser gets a page (mailbox-page.ts): every address, or the one named by
// ?email=. Everyone else asks for one address and gets its mails as JSON, newest first
// (the e2e and contract tests read them so).
import { Hono } from 'hono';
import type { ServerContext } from '../context.ts';
import { wantsHtml } from '../page-request.ts';
import { MAILBOX_PAGE_POLICY, mailboxPage } from './mailbox-page.ts';

export function createDevMailboxRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  app.get('/_dev/mailbox', (c) => {
    const email = c.req.query('email')?.trim() ?? '';
    const accept = c.req.header('accept');
    const page = wantsHtml(accept, c.req.header('sec-fetch-mode')) || (email === '' && !(accept ?? '').includes('application/json'));
    if (page) {
      const boxes = email === '' ? ctx.mailbox.byAddress() : new Map([[email.toLowerCase(), ctx.mailbox.list(email)]]);
      const headers = { 'Content-Security-Policy': MAILBOX_PAGE_POLICY, 'Cache-Control': 'no-store' };
      return c.html(mailboxPage(boxes, email === '' ? undefined : email), 200, headers);
    }
    if (email === '') return c.json({ code: 'validation_failed', message: 'Query parameter email is required' }, 400);
    return c.json(ctx.mailbox.list(email));
  });
  return app;
}
