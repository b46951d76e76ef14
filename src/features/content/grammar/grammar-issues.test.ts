import { describe, expect, it } from 'vitest';
import { applyFix, fixLabel, type GrammarIssue, issueContext, utf16Offsets } from './grammar-issues.ts';

const issue = (start: number, end: number): GrammarIssue => ({ start, end, rule: 'Rule', message: 'Message', fixes: [] });

describe('grammar fixes the user applies', () => {
  it('replaces, removes or inserts exactly at the issue, leaving the rest of the text as it was', () => {
    const text = 'Bring a a blanket to there class.';
    expect(applyFix(text, issue(6, 8), { kind: 'remove', text: '' })).toBe('Bring a blanket to there class.');
    expect(applyFix(text, issue(21, 26), { kind: 'replace', text: 'their' })).toBe('Bring a a blanket to their class.');
    expect(applyFix('Namaste friends', issue(0, 7), { kind: 'insert-after', text: ',' })).toBe('Namaste, friends');
  });

  it('says what each fix does', () => {
    const text = 'to there class';
    expect(fixLabel(text, issue(3, 8), { kind: 'replace', text: 'their' })).toBe('Replace with “their”');
    expect(fixLabel(text, issue(3, 8), { kind: 'remove', text: '' })).toBe('Remove “there”');
  });

  it('maps Harper’s character offsets to the textarea’s when the text holds emoji', () => {
    const text = '🧘 Join us 🌿 for there class';
    const at = utf16Offsets(text);
    const chars = Array.from(text);
    const start = chars.indexOf('t', 14);
    expect(text.slice(at(start), at(start + 5))).toBe('there');
    expect(utf16Offsets('plain text')(5)).toBe(5);
  });

  it('shows the issue with the words around it', () => {
    const text = `${'Calm '.repeat(20)}there class ${'breath '.repeat(20)}`;
    const start = text.indexOf('there');
    const context = issueContext(text, issue(start, start + 5));
    expect(context.problem).toBe('there');
    expect(context.before.startsWith('…')).toBe(true);
    expect(context.after.endsWith('…')).toBe(true);
  });
});
