import { describe, expect, it } from 'vitest';
import { briefIdOf, idParam, isTextTool, TEXT_TOOLS, startSearchFrom } from './start-from.ts';

describe('starting points', () => {
  it('lists every tool but the image tool, in tab order', () => {
    expect(TEXT_TOOLS.map((tool) => tool.tab)).toEqual(['blog', 'social', 'newsletter', 'website', 'email', 'communication', 'seo', 'video']);
    expect(isTextTool('images')).toBe(false);
    expect(isTextTool('email')).toBe(true);
  });

  it('sends a piece written from a brief on by its brief, any other by its own id', () => {
    expect(startSearchFrom('email', { id: 'h1', metadata: { brief_id: 'b7' } })).toEqual({ tab: 'email', brief: 'b7' });
    expect(startSearchFrom('email', { id: 'h1', metadata: {} })).toEqual({ tab: 'email', from: 'h1' });
    expect(startSearchFrom('social', { id: 'h2', metadata: { brief_id: '' } })).toEqual({ tab: 'social', from: 'h2' });
  });

  it('reads a brief id only when it is a non-empty string', () => {
    expect(briefIdOf({ brief_id: 42 })).toBeNull();
    expect(briefIdOf(undefined)).toBeNull();
    expect(briefIdOf({ brief_id: 'b1' })).toBe('b1');
  });

  it('keeps a search param that names a document and drops an empty one', () => {
    expect(idParam(' b1 ')).toBe('b1');
    expect(idParam('')).toBeUndefined();
    expect(idParam(['b1'])).toBeUndefined();
  });
});
