import { describe, expect, it } from 'vitest';
import {
  chooseStudio,
  chosenStudio,
  forgetStudio,
  forgetStudioChoices,
  knownMembers,
  knownStudios,
  rememberMembers,
  rememberStudios,
  roleIn,
} from './studio-choice.ts';

class MemoryStore {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const own = { id: 'me', name: 'Moreau Pilates', role: 'owner' as const, own: true };
const kawa = { id: 'kawa', name: 'Kawa Forest Retreats', role: 'staff' as const, own: false };

describe('the studio chosen on this device', () => {
  it('opens the user\'s own studio until another known one is chosen; roles come from the list', () => {
    const store = new MemoryStore();
    expect(chosenStudio('me', store)).toEqual({ id: 'me', name: '', role: 'owner', own: true });
    chooseStudio('me', 'kawa', store);
    expect(chosenStudio('me', store).id).toBe('me');
    rememberStudios('me', [own, kawa], store);
    expect(chosenStudio('me', store)).toEqual(kawa);
    expect([roleIn('me', 'kawa', store), roleIn('me', 'me', store), roleIn('me', 'elsewhere', store)]).toEqual(['staff', 'owner', 'staff']);
  });

  it('a studio no longer listed is answered as gone; forgetting it drops its people and goes back to the own studio', () => {
    const store = new MemoryStore();
    rememberStudios('me', [own, kawa], store);
    chooseStudio('me', 'kawa', store);
    rememberMembers('kawa', [{ user_id: 'u1', full_name: 'Leila Hossen', email: 'hello@example.com', role: 'owner' }], store);
    expect(rememberStudios('me', [own], store)).toEqual([kawa]);
    forgetStudio('me', 'kawa', store);
    expect(knownStudios('me', store)).toEqual([own]);
    expect(knownMembers('kawa', store)).toEqual([]);
    expect(chosenStudio('me', store).id).toBe('me');
  });

  it('an account made to join a studio works there: its dormant own studio is not offered, and comes back when the other goes', () => {
    const store = new MemoryStore();
    rememberStudios('me', [kawa], store);
    expect(knownStudios('me', store)).toEqual([kawa]);
    expect(chosenStudio('me', store)).toEqual(kawa);
    forgetStudio('me', 'kawa', store);
    expect(knownStudios('me', store)).toEqual([{ id: 'me', name: '', role: 'owner', own: true }]);
  });

  it('sign-out forgets the studios, the choice and the teams\' names and addresses', () => {
    const store = new MemoryStore();
    rememberStudios('me', [own, kawa], store);
    chooseStudio('me', 'kawa', store);
    rememberMembers('kawa', [{ user_id: 'u1', full_name: 'Leila Hossen', email: 'hello@example.com', role: 'owner' }], store);
    forgetStudioChoices('me', store);
    expect(store.items.size).toBe(0);
    expect(knownMembers('kawa', store)).toEqual([]);
  });

  it('ignores what it cannot read', () => {
    const store = new MemoryStore();
    store.setItem('studio:list:me', '{not json');
    store.setItem('studio:members:kawa', '[{"nope":1}]');
    expect(knownStudios('me', store)).toEqual([{ id: 'me', name: '', role: 'owner', own: true }]);
    expect(knownMembers('kawa', store)).toEqual([]);
  });
});
