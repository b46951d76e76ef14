// The newsletter tool's generator: subject, preview, text and HTML.
import { textGenerators } from '../shared/text-generators.ts';
import { generateNewsletter } from './generate-newsletter.ts';

export const RUNNERS = { newsletter: generateNewsletter };
export const generate = textGenerators(RUNNERS);
export type NewsletterGenerate = typeof generate;
