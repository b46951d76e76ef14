import { describe, expect, it } from 'vitest';
import type { DemoAccount } from './auth/demo-accounts.ts';
import type { ServerConfig } from './context.ts';
import { type Banner, bannerLines } from './start-banner.ts';

const config = { anonKey: 'anon-key', serviceRoleKey: 'service-key' } as ServerConfig;
const account = (email: string, password: string, role: DemoAccount['role']): DemoAccount => ({ id: email, email, password, role, created: false });
const local: Banner = {
  appUrl: 'http://localhost:4173',
  apiUrl: 'http://localhost:54321',
  config,
  policy: { host: '127.0.0.1', demoAccounts: true, devMailbox: true },
  data: '/home/me/.data',
  confirmEmail: false,
  demo: { admin: account('admin@example.com', 'Admin-pass', 'admin'), studio: account('studio@example.com', 'Studio-pass-long', 'studio') },
  lockedDemoAccounts: [],
};

describe('the start banner', () => {
  it('ends with the app address, the demo accounts (email, password, role) and the mailbox link', () => {
    expect(bannerLines(local).slice(-6)).toEqual([
      '  App:          http://localhost:4173',
      '  Demo accounts (email, password, role):',
      '    admin@example.com    Admin-pass         administrator',
      '    studio@example.com   Studio-pass-long   studio owner',
      '  Mailbox:      http://localhost:4173/_dev/mailbox   (the mails the backend sent)',
      '',
    ]);
    expect(bannerLines(local).join('\n')).toContain('  Anon key:     anon-key');
  });

  it('beyond loopback names no demo account and no mailbox, and lists the locked ones above the address', () => {
    const lines = bannerLines({
      ...local,
      appUrl: 'http://192.168.1.20:4173',
      policy: { host: '0.0.0.0', demoAccounts: false, devMailbox: false },
      demo: null,
      lockedDemoAccounts: ['admin@example.com'],
    });
    expect(lines.slice(-3)).toEqual(['  App:          http://192.168.1.20:4173', "  Mailbox:      none (not on loopback: it shows every user's codes)", '']);
    expect(lines.join('\n')).toContain('Locked while on the network (still on their published passwords): admin@example.com');
    expect(lines.join('\n')).not.toContain('Demo accounts');
  });

  it('points at the API for the mailbox when the app is not served', () => {
    expect(bannerLines({ ...local, appUrl: null }).at(-2)).toBe('  Mailbox:      http://localhost:54321/_dev/mailbox   (the mails the backend sent)');
  });
});
