// The client communication tool's generator: a reply to the client's message.
import { textGenerators } from '../shared/text-generators.ts';
import { generateClientReply } from './generate-client-reply.ts';

export const RUNNERS = { 'client-reply': generateClientReply };
export const generate = textGenerators(RUNNERS);
export type CommunicationGenerate = typeof generate;
