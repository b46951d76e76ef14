// The short answers shown beside the contact form.
import { COMPANY } from './company.ts';

export const CONTACT_FAQ_CARDS = [
  {
    question: 'How quickly will you reply?',
    answer: `We answer every message ${COMPANY.responseTime}. Professional and Studio subscribers get priority support.`,
  },
  {
    question: 'Can I see a demo for my studio?',
    answer:
      'Yes. Tell us about your business in the form (choose "General Inquiry" or "Partnership") and we will arrange a walkthrough of the tools you need.',
  },
  {
    question: 'Is there a free trial?',
    answer: 'Yes. The Starter plan comes with a 14-day free trial, so you can create real content before you pay.',
  },
] as const;
