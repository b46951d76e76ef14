// What the backend may offer depending on who can reach it. The demo accounts (passwords in
// the README) and the development mailbox (every user's codes and links) are for one
// developer's machine: served only while listening on a loopback address. `--demo` asks
// for them explicitly and refuses to start on any other address.
import { isIP } from 'node:net';

export type ListenPolicy = { host: string; demoAccounts: boolean; devMailbox: boolean };

export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1' || /^::ffff:127\./.test(bare);
  return false;
}

/** Throws when `--demo` is asked for on an address other machines can reach. */
export function listenPolicy(host: string, demo: boolean): ListenPolicy {
  const loopback = isLoopback(host);
  if (demo && !loopback) {
    throw new Error(
      `--demo serves accounts with published passwords and every user's mail: it only runs on a loopback address, not ${host}.`,
    );
  }
  return { host, demoAccounts: loopback, devMailbox: loopback };
}
