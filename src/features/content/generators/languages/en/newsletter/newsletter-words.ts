// The English words of a newsletter around its template: the call to action, the
// greeting, the sign-off line and the footer.

import type { NewsletterWords } from '../../language-pack.ts';
import type { Voice } from '../../../shared/voice.ts';
import { MINDFULNESS_MONDAY, MOTIVATION, SELF_CARE_SUNDAY } from './templates-mindful.ts';
import { NEWSLETTER_FRAME } from './newsletter-lines.ts';
import { NUTRITION_UPDATE, TIPS_AND_TRICKS, WEEKLY_DIGEST } from './templates-weekly.ts';

const CTA_LEADS: Record<Voice, string> = {
  professional: 'Ready to take the next step?',
  friendly: 'We would love to see you soon.',
  inspiring: 'Your next step is waiting for you.',
  expert: 'Put these ideas into practice with support from our team.',
  calming: 'Whenever you feel ready, we are here for you.',
  energetic: "Let's make it happen!",
};

/** The words a topic's practice comes before: "Yin yoga | for tight hips", "Short workouts | that fit a lunch break". */
const QUALIFIER = /\s(?:for|in|after|before|during|with|that|to|on|at)\s/i;

/**
 * A topic's practice when it has a short name: the words before what qualifies it, or
 * what an "-ing" topic is about ("Building a calmer morning routine": "a calmer morning
 * routine"); none for a question ("What happens in a sound bath").
 */
function shortForm(topic: string): string | undefined {
  const text = topic.trim();
  if (/^(?:how|why|what|when|where|which|who)\b/i.test(text)) return undefined;
  const doing = /^(?!(?:spring|morning|evening|something|nothing|everything|wedding)\b)\S+ing\s+(.+)$/i.exec(text)?.[1];
  const at = (doing ?? text).search(QUALIFIER);
  const head = (at > 0 ? (doing ?? text).slice(0, at) : (doing ?? '')).trim();
  if (!head) return undefined;
  return head.split(/\s+/).length <= 4 && !/[,;:]/.test(head) ? head : undefined;
}

export const NEWSLETTER_WORDS: NewsletterWords = {
  templates: {
    'Weekly Wellness Digest': WEEKLY_DIGEST,
    'Mindfulness Monday': MINDFULNESS_MONDAY,
    'Wellness Tips & Tricks': TIPS_AND_TRICKS,
    'Health & Nutrition Update': NUTRITION_UPDATE,
    'Self-Care Sunday': SELF_CARE_SUNDAY,
    'Motivation & Inspiration': MOTIVATION,
  },
  ctaLeads: CTA_LEADS,
  datedCtaLead: 'We would love to see you on {when}.',
  ctaLabel: 'Book your next session',
  greetings: { personal: 'Hi {{first_name}},', warm: 'Hi there,', plain: 'Hello,' },
  team: (business) => `The ${business ?? 'studio'} team`,
  sender: 'Your wellness team',
  subscribed: (business) => `You are receiving this email because you subscribed to updates from ${business}.`,
  unsubscribe: 'Unsubscribe',
  frame: NEWSLETTER_FRAME,
  shortForm,
};
