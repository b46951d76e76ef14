import { describe, expect, it } from 'vitest';
import { isLoopback, listenPolicy } from './listen-policy.ts';

describe('listenPolicy', () => {
  it('offers the demo accounts and the mailbox on this machine only', () => {
    expect(listenPolicy('127.0.0.1', false)).toEqual({ host: '127.0.0.1', demoAccounts: true, devMailbox: true });
    expect(listenPolicy('::1', false)).toMatchObject({ demoAccounts: true, devMailbox: true });
  });

  it("keeps them from a studio's network: every interface, a LAN address, a host name", () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.5', 'studio.local', '[fe80::1]']) {
      expect(listenPolicy(host, false)).toMatchObject({ demoAccounts: false, devMailbox: false });
    }
  });

  it('refuses --demo on an address other machines can reach', () => {
    expect(() => listenPolicy('0.0.0.0', true)).toThrow(/only runs on a loopback address/);
    expect(listenPolicy('localhost', true)).toMatchObject({ demoAccounts: true });
  });

  it('is not fooled by names that merely start like loopback', () => {
    expect(isLoopback('127.0.0.1.example.com')).toBe(false);
    expect(isLoopback('localhost.example.com')).toBe(false);
    expect(isLoopback('127.8.9.10')).toBe(true);
  });
});
