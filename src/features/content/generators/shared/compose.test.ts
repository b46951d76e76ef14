import { describe, expect, it } from 'vitest';
import { composeToTarget } from './compose.ts';
import { countWords } from './count-words.ts';

describe('composeToTarget', () => {
  const candidates = ['Consistency beats intensity, every single time.', 'Start with two short sessions a week and build from there.'];
  const fillers = ['Consistency matters most.', 'Small steps add up.', 'Keep it simple.'];

  it('tops up with short sentences but never one that repeats a chosen sentence’s main word', () => {
    const sentences = composeToTarget(30, candidates, fillers);
    expect(sentences).toContain('Consistency beats intensity, every single time.');
    expect(sentences).not.toContain('Consistency matters most.');
    expect(sentences).toContain('Small steps add up.');
  });

  it('never exceeds the word budget', () => {
    for (const target of [5, 12, 20, 40]) {
      expect(countWords(composeToTarget(target, candidates, fillers).join(' '))).toBeLessThanOrEqual(target);
    }
  });
});
