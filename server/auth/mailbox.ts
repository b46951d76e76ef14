// The development mailbox: the emails (confirmation, recovery, magic link, studio
// invitation) the local backend "sends", kept in memory and readable at
// GET /_dev/mailbox (mailbox-routes.ts).

/** The auth service's mails. */
export type MailKind = 'confirmation' | 'recovery' | 'magiclink' | 'email_change';

export type Mail = {
  to: string;
  kind: MailKind | 'invitation';
  subject: string;
  /** The link the email carries (a /auth/v1/verify URL; the app's /join for an invitation). */
  link: string;
  /** The one-time code the email carries, for verifyOtp ('' for an invitation). */
  token: string;
  /** The body, when the mail has more to say than its link. */
  text?: string;
  sentAt: string;
};

export class Mailbox {
  private readonly mails: Mail[] = [];

  send(mail: Omit<Mail, 'sentAt'>): void {
    this.mails.push({ ...mail, to: mail.to.toLowerCase(), sentAt: new Date().toISOString() });
  }

  /** The mails sent to `email`, newest first. */
  list(email: string): Mail[] {
    const to = email.toLowerCase();
    return this.mails.filter((mail) => mail.to === to).reverse();
  }

  /** Every address that got mail, the latest first, each with its mails newest first. */
  byAddress(): Map<string, Mail[]> {
    const boxes = new Map<string, Mail[]>();
    for (const mail of [...this.mails].reverse()) boxes.set(mail.to, [...(boxes.get(mail.to) ?? []), mail]);
    return boxes;
  }
}
