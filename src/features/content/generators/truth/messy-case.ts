// One messy input of the truth corpus: what a studio really types into a tool (pasted
// event details, notes to the writer, a client's message as it arrived, an audience
// written as internal notes), and what the output must then do. Each tool keeps its
// cases next to its generators (<tool>/<tool>-messy.fixture.ts); truth-corpus.test.ts
// runs them all.

import type { GeneratorContext } from '../shared/context.ts';

export type MessyCase = {
  name: string;
  /** The generator's key in its tool's RUNNERS ("email", "clientReply", "socialPosts"...). */
  runner: string;
  input: unknown;
  ctx?: GeneratorContext;
  /** Facts the output prints as written (a price, a date, a number). */
  mustPrint: readonly string[];
  /** Values of fields that only steer (audience, context, notes, a client's message, the profile's text): never 8 words of them in a row. */
  steering: readonly string[];
  /** What obeying the notes shows (the named sign-off, a reminder), or an answer a client's question needs. */
  mustSay?: readonly (string | RegExp)[];
  /** What the output must not hold: an avoided word, an echoed message, a staff step addressed to the client. */
  mustNotSay?: readonly (string | RegExp)[];
};
