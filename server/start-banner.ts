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

export function bannerLines(banner: Banner): string[] {
  const { config, policy, demo } = banner;
  const lines = [
    '',
    `  App:          ${banner.appUrl ?? '(not served: --backend-only)'}`,
    `  API URL:      ${banner.apiUrl}   (listening on ${policy.host})`,
    `  Anon key:     ${config.anonKey}`,
    `  Service key:  ${config.serviceRoleKey}   (server-side only: it bypasses row level security)`,
    `  Data:         ${banner.data}`,
    `  Email:        confirmation ${banner.confirmEmail ? 'on' : 'off'}; ${policy.devMailbox ? `mails at ${banner.apiUrl}/_dev/mailbox?email=<address>` : 'no mailbox (not on loopback)'}`,
  ];
  if (demo) {
    lines.push('', '  Demo accounts:', `    ${demo.admin.email} / ${demo.admin.password}   (administrator)`, `    ${demo.studio.email} / ${demo.studio.password}   (studio owner)`);
  }
  if (banner.lockedDemoAccounts.length > 0) {
    lines.push('', `  Locked while on the network (still on their published passwords): ${banner.lockedDemoAccounts.join(', ')}`);
  }
  lines.push('');
  return lines;
}
