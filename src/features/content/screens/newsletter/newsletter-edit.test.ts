import { describe, expect, it } from 'vitest';
import { STUDIO } from '../../generators/shared/studio-context.fixture.ts';
import { generateNewsletter, type NewsletterInput } from '../../generators/newsletter/generate-newsletter.ts';
import { editedNewsletter, letterCell, splitNewsletter } from './newsletter-edit.ts';

const input: NewsletterInput = {
  topic: 'spring detox',
  template: 'Weekly Wellness Digest',
  audience: 'women over 40',
  tone: 'Warm & Personal',
  sourceText: 'Our spring cleanse workshop returns on 12 April.',
  ctaGoal: 'Reserve your place',
  ctaLink: 'www.studio.example/book',
};

describe('a newsletter edited in place', () => {
  const newsletter = generateNewsletter(input, STUDIO);
  const letter = '## Spring, gently\n\nHi {{first_name}}, **one** habit & *less* sugar <script>x</script>.\n\n- Tea\n- Rest\n\n[Reserve your place](https://www.studio.example/book)';

  it('keeps the footer and the unsubscribe line after the edited letter', () => {
    const { footer } = splitNewsletter(newsletter.content);
    expect(footer).toContain('{{unsubscribe_url}}');
    const edited = editedNewsletter(newsletter, letter);
    expect(edited.content).toBe(`${letter}\n\n${footer}`);
    // Edited again: the footer is found again, never doubled.
    expect(editedNewsletter({ ...newsletter, ...edited }, 'Hi').content).toBe(`Hi\n\n${footer}`);
  });

  it('writes the HTML letter from the edit, with the head, the preview and the footer as generated', () => {
    const { html } = editedNewsletter(newsletter, letter);
    const cell = letterCell(html) ?? '';
    expect(cell).toContain('<h2 style="margin:24px 0 8px;font-size:20px;color:#0f766e;">Spring, gently</h2>');
    expect(cell).toContain('Hi {{first_name}}, <strong>one</strong> habit &amp; <em>less</em> sugar &lt;script&gt;x&lt;/script&gt;.');
    expect(cell).toContain('<li style="margin:0 0 8px;">Tea</li><li style="margin:0 0 8px;">Rest</li>');
    // A line that is only the link is the call to action's button.
    expect(cell).toMatch(/<a href="https:\/\/www\.studio\.example\/book" style="display:inline-block;[^"]*">Reserve your place<\/a>/);
    expect(cell).not.toContain('A closer look');
    expect(html.slice(0, html.indexOf('<body'))).toBe(newsletter.html.slice(0, newsletter.html.indexOf('<body')));
    expect(html.slice(html.indexOf('border-top'))).toBe(newsletter.html.slice(newsletter.html.indexOf('border-top')));
  });
});
