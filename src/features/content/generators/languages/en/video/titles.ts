// Video titles of other shapes than the blueprint's own, one per later take; each
// fits every video type.

import { titleTopic } from './topic-name.ts';
import type { ScriptVars } from '../../../video/script-vars-type.ts';

export const VIDEO_TITLES: readonly ((v: ScriptVars) => string)[] = [(v) => `${titleTopic(v)}${v.forAudience}`, (v) => `${titleTopic(v)}: A ${v.LengthAdjective} Video`, titleTopic];
