// Reading auth request bodies defensively: invalid JSON, a non-object body or a field of the
// wrong type is a 400 `bad_json` (as GoTrue's JSON decoder reports it), never a 500; so is
// JSON that could not be stored (a NUL) or walked (nested too deep), see json-guard.ts.
import type { Context } from 'hono';
import { jsonBodyProblem } from '../json-guard.ts';
import { AuthError, validationFailed } from './errors.ts';

export type Body = Record<string, unknown>;

const badJson = (detail: string) => new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);

export async function readBody(c: Context): Promise<Body> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const problem = jsonBodyProblem(text);
  if (problem) throw badJson(problem);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw badJson((error as Error).message);
  }
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw badJson('the body must be a JSON object');
  return value as Body;
}

/** A string field; missing or null gives undefined, any other type is bad_json. */
export function stringField(body: Body, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badJson(`field "${name}" must be a string`);
  return value;
}

export function booleanField(body: Body, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw badJson(`field "${name}" must be a boolean`);
  return value;
}

/** A JSON object field (user metadata and the like). */
export function objectField(body: Body, name: string): Record<string, unknown> | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw badJson(`field "${name}" must be an object`);
  return value as Record<string, unknown>;
}

const EMAIL_FORMAT = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's validateEmail: required, at most 255 characters, a valid address; returned lowercased. */
export function validateEmail(email: string | undefined): string {
  const value = (email ?? '').trim();
  if (value === '') throw validationFailed('An email address is required');
  if (value.length > 255) throw validationFailed('An email address is too long');
  if (!EMAIL_FORMAT.test(value)) throw validationFailed('Unable to validate email address: invalid format');
  return value.toLowerCase();
}

export type CodeChallenge = { challenge: string; method: 's256' | 'plain' } | null;

/** GoTrue's validatePKCEParams: both or neither; the method is s256 or plain in any case. */
export function pkceParams(body: Body): CodeChallenge {
  const challenge = stringField(body, 'code_challenge') ?? '';
  const method = (stringField(body, 'code_challenge_method') ?? '').toLowerCase();
  if (challenge === '' && method === '') return null;
  if (challenge === '' || method === '') {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  if (method !== 's256' && method !== 'plain') {
    throw validationFailed(`code challenge method not supported: ${method}`);
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  }
  return { challenge, method };
}
