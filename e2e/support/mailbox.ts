import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

type Mail = { to: string; kind: string; subject: string; text?: string; link: string; token: string };

/** The newest mail of `kind` the local backend "sent" to `email`, waiting for it to arrive. */
export async function latestMail(request: APIRequestContext, email: string, kind: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/_dev/mailbox?email=${encodeURIComponent(email)}`);
      const mails = (await response.json()) as Mail[];
      found = mails.find((mail) => mail.kind === kind);
      return Boolean(found);
    })
    .toBe(true);
  return found as Mail;
}

/** A fresh address per run, so tests never collide with each other's accounts. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
