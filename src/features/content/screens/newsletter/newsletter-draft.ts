// The newsletter tool's form and output and their defaults; the
// template comes from the newsletter preferences.
import type { NewsletterPreferences } from '#domain/brand.ts';
import { NEWSLETTER_TEMPLATES, NEWSLETTER_TONES } from '#domain/studio-options.ts';
import type { ToolDefaults } from '../../hooks/use-tool-draft.ts';

export type NewsletterForm = { topic: string; template: string; audience: string; tone: string; sourceText: string; ctaGoal: string; ctaLink: string };
export type NewsletterOutput = { subject: string; preview: string; content: string; html: string };

export function newsletterDefaults(prefs: NewsletterPreferences): ToolDefaults<NewsletterForm, NewsletterOutput> {
  const template = (NEWSLETTER_TEMPLATES as readonly string[]).includes(prefs.default_template) ? prefs.default_template : NEWSLETTER_TEMPLATES[0];
  return {
    form: { topic: '', template, audience: '', tone: NEWSLETTER_TONES[0], sourceText: '', ctaGoal: '', ctaLink: '' },
    output: { subject: '', preview: '', content: '', html: '' },
  };
}
