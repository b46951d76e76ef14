// Who a video is for, said only when the form names the audience: a script never
// claims a video suits everyone (a level the studio did not give).

import type { ScriptVars } from '../../../video/script-vars-type.ts';

/** `forWhom(v, ', made for')` is ", made for busy parents", or nothing when the form names no audience. */
export function forWhom(v: ScriptVars, lead: string): string {
  return v.audienceGiven ? `${lead} ${v.audience}` : '';
}
