// The JSON body of a write or an RPC call; malformed JSON is PostgREST's PGRST102.
import type { Context } from 'hono';
import { invalidBody } from './errors.ts';

/** The parsed body, or undefined when it is empty. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw invalidBody(`Empty or invalid json: ${(error as Error).message}`);
  }
}
