// The email tool's generator: a marketing email of the chosen campaign type.
import { textGenerators } from '../shared/text-generators.ts';
import { generateEmail } from './generate-email.ts';

export const RUNNERS = { email: generateEmail };
export const generate = textGenerators(RUNNERS);
export type EmailGenerate = typeof generate;
