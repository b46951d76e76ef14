// The JSON body of a write or an RPC call; malformed JSON is PostgREST's PGRST102, and
// so is JSON that cannot be stored or walked (a NUL, absurd nesting: json-guard.ts).
import type { Context } from 'hono';
import { jsonBodyProblem } from '../json-guard.ts';
import { invalidBody } from './errors.ts';

/** The parsed body, or undefined when it is empty. */
export async function readJsonBody(c: Context): Promise<unknown> {
  return parseJsonBody(await c.req.text());
}

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  const problem = jsonBodyProblem(text);
  if (problem) throw invalidBody(`Empty or invalid json: ${problem}`);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw invalidBody(`Empty or invalid json: ${(error as Error).message}`);
  }
}
