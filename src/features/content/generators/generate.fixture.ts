// Inputs for every text tool, shared by the entry-point tests and the grammar corpus.

import type { TextTool, TextTools } from './all-tools.fixture.ts';

export const YOGA_INPUTS: { [T in Exclude<TextTool, 'seo'>]: TextTools[T]['input'] } = {
  'blog-titles': { keywords: ['yin yoga Port Louis', 'better sleep'], targetAudience: 'busy professionals' },
  'blog-article': { title: '3 Yin Poses to Help You Fall Asleep', keywords: ['yin yoga', 'better sleep'], wordCount: 800, tone: 'Calming & Meditative' },
  social: { platforms: ['instagram', 'facebook', 'linkedin'], topic: 'Yin yoga for better sleep', targetAudience: 'busy professionals', keywords: ['yin yoga', 'better sleep'], wordCount: 100 },
  newsletter: { topic: 'Preparing your body and mind for the cooler season', template: 'Weekly Wellness Digest', tone: 'Warm & Personal' },
  'website-h1': { businessName: 'Lotus Flow Studio', keywords: ['beginner yoga course'], targetAudience: 'busy professionals' },
  'website-h2': { businessName: 'Lotus Flow Studio', keywords: ['beginner yoga course'], h1: 'Yoga for Beginners in Port Louis' },
  'website-cta': { businessName: 'Lotus Flow Studio', keywords: ['beginner yoga course'], h1: 'Yoga for Beginners in Port Louis', placement: 'multiple' },
  'website-hero': { businessName: 'Lotus Flow Studio', keywords: ['beginner yoga course'], h1: 'Yoga for Beginners in Port Louis', wordCount: 80 },
  'website-section': { businessName: 'Lotus Flow Studio', keywords: ['beginner yoga course'], h2: 'What to Expect in Your First Class', wordCount: 150 },
  email: {
    campaignType: 'event',
    subject: 'Full moon sound bath with Ravi',
    audience: 'members and friends of the studio',
    keyMessage: 'Ravi leads a full moon sound bath on Friday 14 March at 7pm. Bring a blanket and a cushion. Tickets are Rs 800.',
  },
  'client-reply': {
    communicationType: 'inquiry-response',
    inquiryType: 'health',
    clientName: 'Sarah',
    tone: 'Empathetic & Reassuring',
    context: 'Sarah is 5 months pregnant and asks whether our yin classes are safe for her.',
    nextSteps: 'Check with her midwife',
  },
  video: { topic: '3 yin poses to help you fall asleep', videoType: 'social-reel', duration: '15-30s', audience: 'busy professionals', tone: 'Calm', keyPoints: ['supported child pose', 'legs up the wall'] },
};
