// What every part of the local backend receives: the database, the settings and the
// development mailbox. Built once by server/app.ts.
import type { Mailbox } from './auth/mailbox.ts';
import type { RateLimiter } from './auth/rate-limit.ts';
import type { WrongAttempts } from './auth/wrong-attempts.ts';
import type { Database } from './db/database.ts';

export type ServerConfig = {
  /** HS256 secret for every JWT the backend signs and accepts. */
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Email confirmation on sign-up (off by default, as in Supabase's local setup). */
  confirmEmail: boolean;
  /** Where emailed links lead back to when a request names no redirect. */
  siteUrl: string;
  /** GET /_dev/mailbox is served (a loopback listener only, see listen-policy.ts). */
  devMailbox: boolean;
};

export type ServerContext = {
  db: Database;
  config: ServerConfig;
  mailbox: Mailbox;
  /** Auth request budgets per IP and per address, and wrong tries per emailed or MFA code. */
  limits: { requests: RateLimiter; wrongAttempts: WrongAttempts };
};

/** Supabase's public demo secret: never used by this backend (tests prove its tokens are refused). */
export const SUPABASE_DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
