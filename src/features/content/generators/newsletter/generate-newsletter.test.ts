import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_PREFERENCES } from '#domain/brand.ts';
import { NEWSLETTER_TEMPLATES, NEWSLETTER_TONES } from '#domain/studio-options.ts';
import { expectNoSlots, STUDIO, validationError } from '../shared/studio-context.fixture.ts';
import { generateNewsletter, type NewsletterInput } from './generate-newsletter.ts';

const base: NewsletterInput = {
  topic: 'spring detox',
  template: 'Weekly Wellness Digest',
  audience: 'women over 40',
  tone: 'Warm & Personal',
  sourceText: 'Our spring cleanse workshop returns on 12 April.',
  ctaGoal: 'Reserve your workshop place',
};

const headings = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);
const XSS = '<script>alert("x")</script>';

describe('generateNewsletter', () => {
  it.each(NEWSLETTER_TEMPLATES)('writes a complete %s', (template) => {
    const n = generateNewsletter({ ...base, template }, STUDIO);
    expect(n.subject.toLowerCase()).toContain('spring detox');
    expect(n.preview.length).toBeGreaterThan(20);
    expect(n.preview.length).toBeLessThanOrEqual(140);
    expect(n.content).toContain('spring detox');
    expect(n.content).toContain('Reserve your workshop place');
    expect(n.content).toContain('Lotus Flow Studio');
    expect(n.content).toContain('Our spring cleanse workshop returns on 12 April.');
    expect(n.html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(n.html.trim().endsWith('</html>')).toBe(true);
    expect(n.html).toContain('<body');
    expect(n.html).toContain('Reserve your workshop place');
    for (const text of [n.subject, n.preview, n.content]) expectNoSlots(text);
  });

  it('gives each of the six templates its own structure', () => {
    const structures = NEWSLETTER_TEMPLATES.map((template) => headings(generateNewsletter({ ...base, template }, STUDIO).html).join('|'));
    expect(new Set(structures).size).toBe(6);
    expect(generateNewsletter({ ...base, template: 'Mindfulness Monday' }, STUDIO).content).toContain('A FIVE-MINUTE PRACTICE');
    expect(generateNewsletter({ ...base, template: 'Self-Care Sunday' }, STUDIO).content).toContain('A PERMISSION SLIP');
  });

  it('escapes every user value in the HTML', () => {
    const n = generateNewsletter(
      { topic: `detox ${XSS}`, template: 'Motivation & Inspiration', audience: XSS, tone: 'Professional', sourceText: XSS, ctaGoal: XSS },
      { profile: { business_name: `Spa ${XSS}`, website_url: 'javascript:alert(1)' } },
    );
    expect(n.html).not.toMatch(/<script/i);
    expect(n.html).not.toContain('javascript:');
    expect(n.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    for (const template of NEWSLETTER_TEMPLATES) {
      const other = generateNewsletter({ ...base, template, topic: XSS, sourceText: XSS, ctaGoal: XSS, audience: XSS }, STUDIO);
      expect(other.html).not.toMatch(/<script/i);
    }
  });

  it('follows the newsletter preferences: CTA style, unsubscribe line and personalisation', () => {
    const prefs = (over: Partial<typeof DEFAULT_CONTENT_PREFERENCES.newsletter>) => ({
      ...STUDIO,
      preferences: { newsletter: { ...DEFAULT_CONTENT_PREFERENCES.newsletter, ...over } },
    });
    const button = generateNewsletter(base, STUDIO);
    expect(button.html).toMatch(/display:inline-block;background:#0f766e/);
    expect(button.html).toContain('Unsubscribe');
    expect(button.content).toMatch(/^Hi \{\{first_name\}\},/);
    const banner = generateNewsletter(base, prefs({ cta_style: 'banner', include_unsubscribe: false, personalization_level: 0 }));
    expect(banner.html).not.toEqual(button.html);
    expect(banner.html).not.toContain('Unsubscribe');
    expect(banner.content).toMatch(/^Hello,/);
    expect(generateNewsletter(base, prefs({ cta_style: 'text' })).html).toContain('&rarr;');
  });

  it('changes wording with the tone, and is deterministic', () => {
    const contents = NEWSLETTER_TONES.map((tone) => generateNewsletter({ ...base, tone }, STUDIO).content);
    expect(new Set(contents).size).toBe(6);
    expect(generateNewsletter(base, STUDIO)).toEqual(generateNewsletter(base, STUDIO));
    expect(generateNewsletter({ ...base, topic: 'better sleep' }, STUDIO).content).not.toEqual(generateNewsletter(base, STUDIO).content);
  });

  it('needs a topic and a template', () => {
    const expected = { title: 'Missing Information', description: 'Please fill in the topic and select a template.' };
    expect(validationError(() => generateNewsletter({ ...base, topic: ' ' }, STUDIO))).toEqual(expected);
    expect(validationError(() => generateNewsletter({ ...base, template: '' }, STUDIO))).toEqual(expected);
  });
});
