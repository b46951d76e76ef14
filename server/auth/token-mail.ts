// Preparing an emailed one-time token (and its PKCE flow state) inside a transaction; the
// returned `send` delivers the mail once the transaction has committed.
import type { Context } from 'hono';
import type { ServerContext } from '../context.ts';
import type { Tx } from '../db/database.ts';
import { type AuthenticationMethod, saveFlowState } from './flow-state.ts';
import { sendAuthMail } from './links.ts';
import type { MailKind } from './mailbox.ts';
import { createOneTimeToken, type TokenType } from './one-time-tokens.ts';
import type { CodeChallenge } from './request-body.ts';

const TOKEN_TYPES: Record<MailKind, TokenType> = {
  confirmation: 'confirmation_token',
  recovery: 'recovery_token',
  magiclink: 'recovery_token',
  email_change: 'email_change_token_new',
};

const METHODS: Record<MailKind, AuthenticationMethod> = {
  confirmation: 'email/signup',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

export type TokenMail = {
  userId: string;
  kind: MailKind;
  /** The address the mail goes to (the new one for an email change). */
  email: string;
  pkce: CodeChallenge;
  redirectTo: string;
};

export async function prepareTokenMail(ctx: ServerContext, c: Context, tx: Tx, mail: TokenMail): Promise<() => void> {
  if (mail.pkce) await saveFlowState(tx, mail.userId, mail.pkce, METHODS[mail.kind]);
  const { code, hash } = await createOneTimeToken(tx, mail.userId, TOKEN_TYPES[mail.kind], mail.email, mail.pkce !== null);
  return () => sendAuthMail(ctx, c, { to: mail.email, kind: mail.kind, hash, code, redirectTo: mail.redirectTo });
}
