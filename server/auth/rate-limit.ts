// Token buckets for the auth endpoints, in memory (one process serves the backend). A bucket
// holds `burst` requests and refills at `perHour`; an empty one answers 429 with GoTrue's
// error codes and Retry-After. The numbers are Supabase Auth's documented defaults (per IP),
// plus per-address buckets where an attacker aims at one account. `scale` multiplies every
// budget: the test suites sign in hundreds of times from 127.0.0.1 and ask for a large one.
import { AuthError } from './errors.ts';

export type BucketRule = { burst: number; perHour: number };

export const RATE_LIMIT_RULES = {
  /** /signup and /token?grant_type=password|pkce per IP: 30 per 5 minutes. */
  signIn: { burst: 30, perHour: 360 },
  /** /token?grant_type=refresh_token per IP. */
  tokenRefresh: { burst: 30, perHour: 1800 },
  /** /verify (links and codes) per IP. */
  verify: { burst: 30, perHour: 360 },
  /** /factors/:id/challenge and /factors/:id/verify per IP. */
  mfa: { burst: 15, perHour: 15 },
  /** /otp, /magiclink, /recover, /resend per IP. */
  emailSend: { burst: 30, perHour: 30 },
  /** One mail per address per 60 s (GoTrue's per-user window on /otp, /recover, /resend). */
  emailPerAddress: { burst: 1, perHour: 60 },
  /** Wrong passwords for one address, from anywhere: 10, then one more every 6 minutes. */
  passwordFailuresPerAddress: { burst: 10, perHour: 10 },
} as const satisfies Record<string, BucketRule>;

export type RateLimitRule = keyof typeof RATE_LIMIT_RULES;

type Bucket = { tokens: number; at: number };

const MAX_BUCKETS = 50_000;

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    readonly scale = 1,
    private readonly now: () => number = Date.now,
  ) {}

  private rule(name: RateLimitRule): { capacity: number; perMs: number } {
    const rule = RATE_LIMIT_RULES[name];
    return { capacity: rule.burst * this.scale, perMs: (rule.perHour * this.scale) / 3_600_000 };
  }

  private current(name: RateLimitRule, key: string): Bucket {
    const { capacity, perMs } = this.rule(name);
    const id = `${name}:${key}`;
    const now = this.now();
    const stored = this.buckets.get(id);
    const tokens = stored ? Math.min(capacity, stored.tokens + (now - stored.at) * perMs) : capacity;
    const bucket = { tokens, at: now };
    if (!stored && this.buckets.size >= MAX_BUCKETS) this.prune();
    this.buckets.set(id, bucket);
    return bucket;
  }

  /** Seconds until `rule` allows one more request for `key`; 0 when it allows one now. */
  retryAfter(name: RateLimitRule, key: string): number {
    const bucket = this.current(name, key);
    if (bucket.tokens >= 1) return 0;
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.rule(name).perMs / 1000));
  }

  /** Takes one request from the bucket; throws a 429 AuthError when it is empty. */
  take(name: RateLimitRule, key: string, code = 'over_request_rate_limit'): void {
    this.check(name, key, code);
    this.current(name, key).tokens -= 1;
  }

  /** Throws the 429 when the bucket is empty, without taking from it. */
  check(name: RateLimitRule, key: string, code = 'over_request_rate_limit'): void {
    const wait = this.retryAfter(name, key);
    if (wait > 0) throw tooManyRequests(code, wait);
  }

  /** Forgets buckets that have refilled (a full bucket is the same as none). */
  private prune(): void {
    for (const [id, bucket] of this.buckets) {
      const name = id.slice(0, id.indexOf(':')) as RateLimitRule;
      const { capacity, perMs } = this.rule(name);
      if (bucket.tokens + (this.now() - bucket.at) * perMs >= capacity) this.buckets.delete(id);
    }
  }
}

const MESSAGES: Record<string, (seconds: number) => string> = {
  over_request_rate_limit: () => 'Request rate limit reached',
  over_email_send_rate_limit: (seconds) => `For security purposes, you can only request this after ${seconds} seconds.`,
};

export function tooManyRequests(code: string, retryAfterSeconds: number): AuthError {
  const message = (MESSAGES[code] ?? MESSAGES.over_request_rate_limit!)(retryAfterSeconds);
  return new AuthError(429, code, message, {}, { 'Retry-After': String(retryAfterSeconds) });
}
