// Public surface: the active plans for the public pricing table.
export { fetchActivePlans } from '../pricing.ts';
