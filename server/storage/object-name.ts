// What a Storage object's name may be: folders and a file name separated by '/', no empty
// or dot-only parts, no control characters, at most 1,024 characters (Storage's limit).
import { invalidKey } from './storage-errors.ts';

const MAX_NAME = 1024;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point.
const CONTROL = /[\u0000-\u001f\u007f]/;

export function checkedObjectName(name: string): string {
  if (name === '') throw invalidKey('the object name is empty');
  if (name.length > MAX_NAME) throw invalidKey(`the object name is longer than ${MAX_NAME} characters`);
  if (CONTROL.test(name)) throw invalidKey('the object name contains a control character');
  const parts = name.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..')) throw invalidKey('each part of the name needs a character other than "." and "/"');
  return name;
}
