// Request bodies are JSON text that Postgres will store: a `\u0000` escape can never be
// stored (Postgres text has no NUL) and JSON nested thousands deep exhausts the
// recursive code that walks it (JSON.stringify, Postgres' jsonb input). Both are
// refused before parsing, for the auth and the REST API alike, in one linear scan.

/** Deeper than any document the app writes (its rows are a few levels deep). */
export const MAX_JSON_DEPTH = 64;

/** Why `text` is refused, or null when it may be parsed. */
export function jsonBodyProblem(text: string): string | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) {
        if (text.startsWith('u0000', i + 1)) return 'a NUL character (\\u0000) cannot be stored';
        i += 1;
      } else if (ch === 0x22 /* " */) {
        inString = false;
      } else if (ch === 0) {
        return 'a NUL character (\\u0000) cannot be stored';
      }
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x7b /* { */ || ch === 0x5b /* [ */) {
      depth += 1;
      if (depth > MAX_JSON_DEPTH) return `JSON nested deeper than ${MAX_JSON_DEPTH} levels`;
    } else if (ch === 0x7d /* } */ || ch === 0x5d /* ] */) {
      depth -= 1;
    }
  }
  return null;
}
