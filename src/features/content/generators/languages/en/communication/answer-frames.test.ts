// A later take frames an answer in other words, but never says a promise twice:
// "I will find out and write back shortly; you can leave that part with us." was a reply.

import { describe, expect, it } from 'vitest';
import { frameAnswer } from './answer-frames.ts';

describe('answers framed by take', () => {
  it('leaves an answer that already says what comes next as it is, on every take', () => {
    const answer = 'Leave that with me: I will find out and write back shortly.';
    for (const take of [1, 2, 3, 4]) expect(frameAnswer('promise', answer, take, 0)).toBe(answer);
  });

  it('still gives a plain promise an ending that changes with the take', () => {
    const framed = [1, 2].map((take) => frameAnswer('promise', "We'll send the price list.", take, 0));
    expect(framed[0]).toMatch(/^We'll send the price list, /);
    expect(framed[0]).not.toBe(framed[1]);
  });
});
