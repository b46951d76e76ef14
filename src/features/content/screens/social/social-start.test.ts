import { describe, expect, it } from 'vitest';
import { fromBrief, fromSource } from './social-start.ts';
import { socialDefaults, stillLeftOut } from './social-draft.ts';
import { restoreShape } from '../../lib/draft-codec.ts';

describe('starting a social post', () => {
  it('from a brief: its title is what the post is about, its audience steers; its facts stay with the brief', () => {
    const draft = fromBrief({ title: ' Solstice Retreat by the lagoon ', audience: 'office workers', price: 'Rs 12,500', booking: '+230 5712 3456' });
    expect(draft).toEqual({ topic: 'Solstice Retreat by the lagoon', targetAudience: 'office workers' });
    expect(fromBrief({ title: '', audience: ' ' })).toEqual({});
  });

  it('from another piece: its title as the topic and its whole text as the source, never cut', () => {
    const content = `Full moon sound bath, Friday 12 December at 7pm. ${'Rs 800. '.repeat(60)}`;
    expect(fromSource({ title: 'Full moon sound bath', content })).toEqual({ topic: 'Full moon sound bath', sourceText: content.trim() });
  });
});

describe('a social draft', () => {
  const defaults = socialDefaults({ default_platform: 'instagram', include_hashtags: true, max_hashtags: 10, include_emojis: true, character_optimization: true });

  it('loads a draft saved before posts had a topic, with the topic empty', () => {
    const old = { platforms: ['facebook'], targetAudience: 'new mums', keywords: ['yoga'], sourceText: '', numHashtags: 5, wordCount: 50, tone: 'Professional', callToAction: 'Book now', includeEmojis: false };
    const form = restoreShape(defaults.form, old);
    expect(form.topic).toBe('');
    expect(form.keywords).toEqual(['yoga']);
  });

  it('shows what a post left out until the user types it back in', () => {
    const post = { platform: 'facebook' as const, text: 'Full moon sound bath. Rs 800.', leftOut: ['Bring: a blanket', 'Rs 800'] };
    expect(stillLeftOut(post)).toEqual(['Bring: a blanket']);
    expect(stillLeftOut({ platform: 'facebook', text: 'x' })).toEqual([]);
    expect(stillLeftOut({ platform: 'facebook', text: 'x', leftOut: 'oops' as never })).toEqual([]);
  });
});
