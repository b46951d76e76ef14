// Public surface: usage_tracking rows (credits spent per generation).
export type { UsageInput } from '../commands/usage-commands.ts';
export { recordUsage } from '../commands/usage-commands.ts';
export { useUsage } from '../hooks/use-usage.ts';
