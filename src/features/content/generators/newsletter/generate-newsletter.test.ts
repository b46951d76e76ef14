import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_PREFERENCES } from '#domain/brand.ts';
import { NEWSLETTER_TEMPLATES, NEWSLETTER_TONES } from '#domain/studio-options.ts';
import { expectNoSlots, STUDIO, validationError } from '../shared/studio-context.fixture.ts';
import { sharedRun } from '../shared/facts/truth.ts';
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
    // Monday's letter gives a short practice as steps and a journal prompt to quote; Sunday's a ritual and a permission slip.
    for (const template of ['Mindfulness Monday', 'Self-Care Sunday']) {
      const content = generateNewsletter({ ...base, template }, STUDIO).content;
      expect(content).toMatch(/^• /m);
      expect(content).toMatch(/^“.+”$/m);
    }
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

const DETAILS = `Ayurveda & Yoga Weekend 🌿 Sat 14 - Sun 15 March at Prana Shala, Moka.
With Dr. Meera (Ayurveda) and Lucas (yoga teacher). Sessions 8:30am-12:30pm both days.
Price: €180 for the weekend, €95 for one day; 10% off for members.
Please bring a yoga mat, a notebook and comfortable layers.
Lunch is a light kitchari, vegetarian. Only 8 spots left, book via WhatsApp +230 5987 6543 or pranashala.mu/weekend.
Sign off from Meera. Remind them to eat lightly the evening before.`;
const text = (n: { content: string }) => n.content;

describe('a newsletter that tells the truth', () => {
  it.each(NEWSLETTER_TEMPLATES)('prints every fact of a long source text, never cut (%s)', (template) => {
    const n = generateNewsletter({ ...base, template, sourceText: DETAILS }, STUDIO);
    for (const fact of ['Sat 14 - Sun 15 March', 'Prana Shala, Moka', 'Dr. Meera (Ayurveda)', 'Lucas (yoga teacher)', '8:30am-12:30pm', '€180', '€95', '10% off', 'a yoga mat, a notebook and comfortable layers', 'Only 8 spots left', '+230 5987 6543', 'pranashala.mu/weekend']) {
      expect(text(n)).toContain(fact);
      expect(n.html).toContain(fact.replace(/&/g, '&amp;'));
    }
  });

  it('obeys the notes in the source instead of printing them', () => {
    const n = generateNewsletter({ ...base, sourceText: DETAILS }, STUDIO);
    expect(text(n)).not.toMatch(/Sign off|Remind them/i);
    expect(text(n)).toMatch(/Meera\nLotus Flow Studio/);
    expect(text(n)).toContain('Please remember to eat lightly the evening before.');
  });

  it('names a topic pasted full of details by its head, and still prints its facts', () => {
    const topic = 'SOLSTICE RETREAT 🌞 19-21 June, Rs 12,500 pp, book on WhatsApp +230 5712 3456';
    const n = generateNewsletter({ ...base, topic, sourceText: '' }, STUDIO);
    expect(n.subject).not.toContain('19-21 June');
    expect(n.subject.toLowerCase()).toContain('solstice retreat');
    for (const fact of ['19-21 June', 'Rs 12,500 pp', '+230 5712 3456']) expect(text(n)).toContain(fact);
    expect(headings(n.html).join(' ')).not.toContain('12,500');
  });

  it.each(NEWSLETTER_TEMPLATES)('never prints the profile\'s audience when the form gives none (%s)', (template) => {
    const n = generateNewsletter({ ...base, template, audience: '' }, STUDIO);
    expect(`${n.subject} ${n.preview} ${n.content}`).not.toContain('busy professionals');
  });

  it('never quotes a long audience the form gives', () => {
    const audience = 'Women and men 28-55 living or working in the north of Mauritius, worries: back pain';
    for (const template of NEWSLETTER_TEMPLATES) expect(sharedRun(generateNewsletter({ ...base, template, audience }, STUDIO).content, audience)).toBeLessThan(8);
  });

  it.each(NEWSLETTER_TEMPLATES)('tells no story, schedule or membership the studio did not give (%s)', (template) => {
    const n = generateNewsletter({ ...base, template, sourceText: '' }, STUDIO);
    expect(n.content).not.toMatch(/one of our members|she told us|memberships?|class packs|lunchtime|sanctuary|qualified support|keep groups small/i);
  });

  it('points the button to the link of the form, and leaves out a link that is not a web address', () => {
    const linked = generateNewsletter({ ...base, ctaLink: 'pranashala.mu/weekend' }, STUDIO);
    expect(linked.html).toContain('href="https://pranashala.mu/weekend"');
    expect(linked.content).toContain('→ Reserve your workshop place: https://pranashala.mu/weekend');
    const wrong = generateNewsletter({ ...base, ctaLink: 'call us on 5987 6543' }, STUDIO);
    expect(wrong.html).not.toContain('5987');
    expect(wrong.content).toContain('→ Reserve your workshop place\n');
  });

  it('leads to a fixed-date event\'s button with its date', () => {
    const n = generateNewsletter({ ...base, sourceText: DETAILS }, STUDIO);
    expect(n.content).toMatch(/Sat 14 - Sun 15 March\b[^\n]*\n→/);
  });
});
