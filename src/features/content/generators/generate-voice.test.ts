// The brand and the chosen tone template shape every tool's voice; variants give
// a different take. Each test is a failure a studio saw before.

import { describe, expect, it } from 'vitest';
import type { ToneTemplate } from '#domain/brand.ts';
import { generate, type TextTool } from './all-tools.fixture.ts';
import { YOGA_INPUTS } from './generate.fixture.ts';
import { emotionalLines } from './shared/emotional-tones.ts';
import { STUDIO, withPersonality } from './shared/studio-context.fixture.ts';

const template = (name: string, sliders: number[], prefs: Partial<ToneTemplate['content_preferences']>): ToneTemplate => ({
  id: name,
  user_id: 'u1',
  name,
  description: '',
  brand_voice_settings: {
    spiritual_practical: sliders[0] ?? 50,
    calm_energetic: sliders[1] ?? 50,
    formal_casual: sliders[2] ?? 50,
    detailed_concise: sliders[3] ?? 50,
  },
  content_preferences: { include_questions: false, use_personal_pronouns: true, include_call_to_action: true, emotional_tone: 'encouraging', ...prefs },
  is_default: true,
  created_at: '2025-01-01T00:00:00Z',
});

const RETREAT = template('Retreat voice', [10, 20, 10, 20], { include_questions: true, emotional_tone: 'nurturing' });
const BOOTCAMP = template('Bootcamp voice', [90, 90, 90, 90], { include_call_to_action: false, emotional_tone: 'motivational' });

const flat = (output: unknown) => JSON.stringify(output);
const sentences = (text: string) =>
  new Set(text.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter((s) => s.split(' ').length > 4));
const shared = (a: string, b: string) => {
  const second = sentences(b);
  const first = [...sentences(a)];
  return first.filter((s) => second.has(s)).length / first.length;
};

describe('the brand tempers the chosen tone', () => {
  const calm = withPersonality({ calm_energetic: 20 });

  it('a calm brand (20) writing in an Energetic tone is upbeat, not shouting', () => {
    const article = generate('blog-article', { ...YOGA_INPUTS['blog-article'], tone: 'Energetic & Enthusiastic' }, calm);
    const social = generate('social', { ...YOGA_INPUTS.social, tone: 'Energetic & Fun' }, calm).posts.map((p) => p.text);
    const email = generate('email', { ...YOGA_INPUTS.email, tone: 'Enthusiastic' }, calm).body;
    const newsletter = generate('newsletter', { ...YOGA_INPUTS.newsletter, tone: 'Upbeat & Energetic' }, calm).content;
    for (const text of [article, ...social, email, newsletter]) {
      expect(text).not.toMatch(/Let's do this|Feel the energy|Go for it|Keep it moving/);
      expect((text.match(/!/g) ?? []).length).toBeLessThanOrEqual(1);
    }
  });

  it('an energetic brand may still exclaim in its Energetic tone', () => {
    const loud = withPersonality({ calm_energetic: 90 });
    const article = generate('blog-article', { ...YOGA_INPUTS['blog-article'], tone: 'Energetic & Enthusiastic' }, loud);
    expect((article.match(/!/g) ?? []).length).toBeGreaterThan(1);
  });

  it('a loud template on a calm brand lands between the two', () => {
    const calmBrandLoudTemplate = { ...withPersonality({ calm_energetic: 10 }), toneTemplate: BOOTCAMP };
    const post = generate('social', { ...YOGA_INPUTS.social, tone: 'Energetic & Fun' }, calmBrandLoudTemplate).posts[0]?.text ?? '';
    expect((post.match(/!/g) ?? []).length).toBeLessThanOrEqual(2);
  });
});

describe('switching the default tone template changes every tool', () => {
  const tools = Object.keys(YOGA_INPUTS) as Exclude<TextTool, 'seo'>[];
  for (const tool of tools) {
    it(`${tool} reads differently under two contrasting templates`, () => {
      const input = YOGA_INPUTS[tool] as never;
      const a = generate(tool, input, { ...STUDIO, toneTemplate: RETREAT });
      const b = generate(tool, input, { ...STUDIO, toneTemplate: BOOTCAMP });
      expect(flat(a)).not.toBe(flat(b));
    });
  }

  it('the Instagram post and the email carry the template: its question, its line, its call to action', () => {
    const retreat = { ...STUDIO, toneTemplate: RETREAT };
    const post = generate('social', YOGA_INPUTS.social, retreat).posts[0]?.text ?? '';
    expect(post).toMatch(/\?/);
    const bootcampPost = generate('social', YOGA_INPUTS.social, { ...STUDIO, toneTemplate: BOOTCAMP }).posts[0]?.text ?? '';
    expect(bootcampPost).not.toContain('Book your session today');
    const email = generate('email', YOGA_INPUTS.email, retreat).body;
    // One of the nurturing tone's own lines, whichever the take draws.
    expect(emotionalLines(retreat).filter((line) => email.includes(line))).toHaveLength(1);
  });
});

describe('variants', () => {
  it('the same inputs and variant give the same text', () => {
    for (const tool of ['blog-article', 'email', 'social', 'client-reply'] as const) {
      const input = YOGA_INPUTS[tool] as never;
      expect(flat(generate(tool, input, STUDIO, { variant: 1 }))).toBe(flat(generate(tool, input, STUDIO, { variant: 1 })));
    }
  });

  it('the next variant of an article shares few sentences with the first', () => {
    const first = generate('blog-article', YOGA_INPUTS['blog-article'], STUDIO, { variant: 0 });
    const second = generate('blog-article', YOGA_INPUTS['blog-article'], STUDIO, { variant: 1 });
    expect(shared(first, second)).toBeLessThan(0.3);
    const headings = (text: string) => text.split('\n').filter((line) => line.startsWith('## '));
    expect(headings(first)).not.toEqual(headings(second));
  });

  it('the next variant of an email opens, orders and closes differently', () => {
    const first = generate('email', YOGA_INPUTS.email, STUDIO, { variant: 0 }).body;
    const second = generate('email', YOGA_INPUTS.email, STUDIO, { variant: 1 }).body;
    const paragraphs = (text: string) => text.split('\n\n');
    expect(paragraphs(first)[1]).not.toBe(paragraphs(second)[1]);
    // What the studio wrote (the key message, the call to action, the sign-off) stays; the rest is a new take.
    const stock = (text: string) => paragraphs(text).filter((p) => !/Ravi|^Hi |^→|The team at/.test(p));
    expect(stock(first).filter((p) => stock(second).includes(p))).toEqual([]);
  });
});

describe('video scripts follow the brand too', () => {
  it('a calm brand turns an Energetic reel into a warm one: no "Stop scrolling!"', () => {
    const input = { ...YOGA_INPUTS.video, tone: 'Energetic' };
    const calm = generate('video', input, withPersonality({ calm_energetic: 20 }));
    const loud = generate('video', input, withPersonality({ calm_energetic: 90 }));
    expect(loud.hook).toMatch(/Stop scrolling!/);
    expect(calm.hook).not.toMatch(/Stop scrolling/);
    expect((flat(calm).match(/!/g) ?? []).length).toBeLessThanOrEqual(1);
  });
});

describe('client replies have a second take too', () => {
  it('the next variant opens and closes differently but keeps what the staff noted', () => {
    const first = generate('client-reply', YOGA_INPUTS['client-reply'], STUDIO, { variant: 0 }).body;
    const second = generate('client-reply', YOGA_INPUTS['client-reply'], STUDIO, { variant: 1 }).body;
    expect(first.split('\n\n')[1]).not.toBe(second.split('\n\n')[1]);
    // The next take asks the same in other words ("Could you check with your midwife, whenever you have a moment?").
    for (const body of [first, second]) expect(body).toMatch(/Could you check with your midwife\b[^.]*\?/);
  });
});
