import { beforeEach, describe, expect, it } from 'vitest';
import type { KeyValueStore } from './device-store.ts';
import { forgetInvitation, pendingInvitation, pendingInvitationEmail, rememberInvitation } from './pending-invitation.ts';

const TOKEN = 'ab'.repeat(32);

/** localStorage's contract over a Map (Node has no localStorage). */
function memoryStore(): KeyValueStore & { size: () => number } {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    size: () => values.size,
  };
}

let store: ReturnType<typeof memoryStore>;

beforeEach(() => {
  store = memoryStore();
});

describe('the invitation remembered across sign-in', () => {
  it('is read back until it is forgotten', () => {
    rememberInvitation(TOKEN, 'hello@example.com', 1_000, store);
    expect(pendingInvitation(2_000, store)).toBe(TOKEN);
    expect(pendingInvitationEmail(2_000, store)).toBe('hello@example.com');
    forgetInvitation(store);
    expect(pendingInvitationEmail(2_000, store)).toBe('');
    expect(pendingInvitation(2_000, store)).toBeNull();
  });

  it('is dropped after a day, and when what is stored is not a secret', () => {
    rememberInvitation(TOKEN, '', 0, store);
    expect(pendingInvitation(24 * 60 * 60 * 1000, store)).toBeNull();
    expect(store.size()).toBe(0);
    rememberInvitation('<script>', '', 0, store);
    expect(pendingInvitation(1, store)).toBeNull();
    store.setItem('studio:pending-invitation', '{not json');
    expect(pendingInvitation(1, store)).toBeNull();
    expect(store.size()).toBe(0);
  });

  it('does nothing where there is no storage', () => {
    rememberInvitation(TOKEN, '', 0, null);
    expect(pendingInvitation(1, null)).toBeNull();
  });
});
