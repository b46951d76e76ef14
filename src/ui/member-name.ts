// How screens name the person who made something in a studio: their name, else their
// address, else (they have left the studio, or the device has not loaded the team yet)
// a neutral label.
export const FORMER_MEMBER = 'Former member';

type Member = { user_id: string; full_name: string; email: string };

export function memberName(members: readonly Member[], userId: string): string {
  const member = members.find((entry) => entry.user_id === userId);
  return member?.full_name.trim() || member?.email || FORMER_MEMBER;
}
