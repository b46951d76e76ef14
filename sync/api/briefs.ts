// Public surface: the studio's briefs, the facts every writing tool can start from
// (the type is domain/brief.ts's Brief).
export type { BriefFields } from '../../domain/brief-rules.ts';
export { createBrief, deleteBrief, updateBrief } from '../commands/brief-commands.ts';
export { useBrief, useBriefs } from '../hooks/use-briefs.ts';
