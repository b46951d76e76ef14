// Video titles of other shapes than the blueprint's own, one per later take; each
// fits every video type.

import type { ScriptVars } from '../../../video/script-vars-type.ts';

export const VIDEO_TITLES: readonly ((v: ScriptVars) => string)[] = [(v) => `${v.Topic}${v.forAudience}`, (v) => `${v.Topic}: A ${v.LengthAdjective} Video`];
