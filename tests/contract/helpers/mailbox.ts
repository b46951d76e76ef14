// Reading the local backend's development mailbox over HTTP (GET /_dev/mailbox?email=), as a
// developer or an e2e test would, and following an emailed link without a browser.
import type { Mail, MailKind } from '../../../server/auth/mailbox.ts';
import type { TestBackend } from './start-backend.ts';

/** The newest mail of `kind` sent to `email`; fails the test when there is none. */
export async function latestMail(backend: TestBackend, email: string, kind: MailKind): Promise<Mail> {
  const response = await fetch(`${backend.url}/_dev/mailbox?email=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`Mailbox answered ${response.status}`);
  const mails = (await response.json()) as Mail[];
  const mail = mails.find((m) => m.kind === kind);
  if (!mail) throw new Error(`No ${kind} mail for ${email} (got: ${mails.map((m) => m.kind).join(', ') || 'none'})`);
  return mail;
}

export type FollowedLink = { status: number; location: URL; fragment: URLSearchParams };

/** Opens an emailed link like a browser would, without following the redirect. */
export async function openLink(link: string): Promise<FollowedLink> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = new URL(response.headers.get('location') ?? 'about:blank');
  return { status: response.status, location, fragment: new URLSearchParams(location.hash.slice(1)) };
}
