import { describe, expect, it } from 'vitest';
import { AuthError } from './errors.ts';
import { RateLimiter } from './rate-limit.ts';
import { WrongAttempts } from './wrong-attempts.ts';

function limited(run: () => void): AuthError {
  try {
    run();
  } catch (error) {
    if (error instanceof AuthError) return error;
    throw error;
  }
  throw new Error('expected a 429');
}

describe('RateLimiter', () => {
  it('lets a burst through, then refuses until the Retry-After it announced has passed', () => {
    let now = 0;
    const limiter = new RateLimiter(1, () => now);
    for (let i = 0; i < 15; i++) limiter.take('mfa', '10.0.0.7');
    const error = limited(() => limiter.take('mfa', '10.0.0.7'));
    expect(error.status).toBe(429);
    expect(error.headers['Retry-After']).toBe('240'); // 15 an hour: one every 4 minutes
    now += 239_000;
    expect(() => limiter.take('mfa', '10.0.0.7')).toThrow(AuthError);
    now += 1_000;
    expect(() => limiter.take('mfa', '10.0.0.7')).not.toThrow();
  });

  it('keeps addresses apart: one client spending its budget does not lock out another', () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < 30; i++) limiter.take('verify', '10.0.0.7');
    expect(() => limiter.take('verify', '10.0.0.7')).toThrow(AuthError);
    expect(() => limiter.take('verify', '10.0.0.8')).not.toThrow();
  });

  it('scales every budget for the test suites', () => {
    const limiter = new RateLimiter(10);
    for (let i = 0; i < 150; i++) limiter.take('mfa', 'test');
    expect(() => limiter.take('mfa', 'test')).toThrow(AuthError);
  });
});

describe('WrongAttempts', () => {
  it('says the fifth wrong answer is the last one, per secret', () => {
    const attempts = new WrongAttempts();
    expect([1, 2, 3, 4].map(() => attempts.fail('code:a'))).toEqual([false, false, false, false]);
    expect(attempts.fail('code:b')).toBe(false);
    expect(attempts.fail('code:a')).toBe(true);
  });
});
