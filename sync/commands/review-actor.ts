// Who acts in the studio the device works in, for the review rules: the role last known
// on this device, and whether the studio has two or more members (a staff member always
// has an owner beside them; an owner's studio counts the people last loaded). The
// database decides either way.
import type { ReviewActor } from '../../domain/content-review.ts';
import { knownMembers, roleIn } from '../team/studio-choice.ts';

export function reviewActorOf(session: { userId: string; studioId: string }): ReviewActor {
  const role = roleIn(session.userId, session.studioId);
  return { userId: session.userId, role, team: role === 'staff' || knownMembers(session.studioId).length >= 2 };
}
