// Public surface: the active master prompts, per content type.
export { useMasterPrompts } from '../hooks/use-master-prompts.ts';
