// What `npm start` prints: where the app and API are, the keys a client needs, and (on this
// machine only) the demo accounts and the mailbox.
import { networkInterfaces } from 'node:os';
import type { DemoAccount } from './auth/demo-accounts.ts';
import type { ServerConfig } from './context.ts';
import type { ListenPolicy } from './listen-policy.ts';

/** The host to put in URLs: `localhost` on loopback, the first LAN address for 0.0.0.0 / ::. */
export function urlHost(host: string, loopback: boolean): string {
  if (loopback) return 'localhost';
  if (host === '0.0.0.0' || host === '::') {
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((info) => info && info.family === 'IPv4' && !info.internal);
    return lan?.address ?? host;
  }
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

export type Banner = {
  appUrl: string | null;
  apiUrl: string;
  config: ServerConfig;
  policy: ListenPolicy;
  data: string;
  confirmEmail: boolean;
  demo: { admin: DemoAccount; studio: DemoAccount } | null;
  lockedDemoAccounts: string[];
};

const ROLES: Record<DemoAccount['role'], string> = { admin: 'administrator', studio: 'studio owner' };

/**
 * The keys and settings first, then what a person starting the app needs, last so it is
 * on screen when the start ends: the app's address, the demo accounts and the mailbox.
 */
export function bannerLines(banner: Banner): string[] {
  const { config, policy, demo } = banner;
  const lines = [
    '',
    `  API URL:      ${banner.apiUrl}   (listening on ${policy.host})`,
    `  Anon key:     ${config.anonKey}`,
    `  Service key:  ${config.serviceRoleKey}   (server-side only: it bypasses row level security)`,
    `  Data:         ${banner.data}`,
    `  Email:        confirmation ${banner.confirmEmail ? 'on' : 'off'}`,
  ];
  if (banner.lockedDemoAccounts.length > 0) {
    lines.push(`  Locked while on the network (still on their published passwords): ${banner.lockedDemoAccounts.join(', ')}`);
  }
  lines.push('', `  App:          ${banner.appUrl ?? '(not served: --backend-only)'}`);
  if (demo) {
    const accounts = [demo.admin, demo.studio];
    const width = Math.max(...accounts.map((account) => account.email.length));
    const passwordWidth = Math.max(...accounts.map((account) => account.password.length));
    lines.push('  Demo accounts (email, password, role):');
    for (const account of accounts) lines.push(`    ${account.email.padEnd(width)}   ${account.password.padEnd(passwordWidth)}   ${ROLES[account.role]}`);
  }
  const mailbox = `${banner.appUrl ?? banner.apiUrl}/_dev/mailbox`;
  lines.push(`  Mailbox:      ${policy.devMailbox ? `${mailbox}   (the mails the backend sent)` : 'none (not on loopback: it shows every user\'s codes)'}`, '');
  return lines;
}
