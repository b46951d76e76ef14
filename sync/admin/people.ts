// Who the admin screens speak of: each account's own name, address and studio, asked of
// admin_people (administrators only) for the accounts a list shows. An account that is
// not an administrator is told no one's name (the function refuses it, 42501): the list
// it may read is its own, and it knows its own name.
import { appClient, dataOf, type SupabaseClient } from './admin-request.ts';
import type { AdminPerson } from './admin-types.ts';
import { toAdminPerson } from './row-mapping.ts';

/** The most accounts one call asks for (the function's own limit). */
const PEOPLE_PER_CALL = 1000;

export async function loadPeople(userIds: readonly string[], client: SupabaseClient = appClient()): Promise<Map<string, AdminPerson>> {
  const ids = [...new Set(userIds)];
  const people = new Map<string, AdminPerson>();
  for (let start = 0; start < ids.length; start += PEOPLE_PER_CALL) {
    const answer = await client.rpc('admin_people', { p_users: ids.slice(start, start + PEOPLE_PER_CALL) });
    if (answer.error?.code === '42501') return new Map();
    for (const row of dataOf<Record<string, unknown>[]>(answer)) {
      const person = toAdminPerson(row);
      people.set(person.user_id, person);
    }
  }
  return people;
}
