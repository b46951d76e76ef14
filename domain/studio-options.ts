// Every choice list and constant of the text tools: the screens fill their selects
// from here and the generators and tests read the same values. Tones are stored
// as their label, as the preference default 'Professional & Informative' is.

export type Option<T extends string = string> = { value: T; label: string };

export const MAX_KEYWORDS = 10;

// Blog
export const BLOG_WORD_COUNTS = [400, 600, 800, 1000, 1200, 1500] as const;
export const DEFAULT_BLOG_WORD_COUNT = 800;
export const BLOG_TONES = [
  'Professional & Informative',
  'Friendly & Conversational',
  'Inspiring & Motivational',
  'Scientific & Evidence-Based',
  'Calming & Meditative',
  'Energetic & Enthusiastic',
] as const;
export const BLOG_TITLE_SUGGESTIONS = 10;

// Social
/**
 * Each platform's post length: Instagram's and LinkedIn's are the platform's own
 * limits; Facebook allows far more, so its 500 is the length its posts are kept to
 * (`recommended`), and every screen says so.
 */
export const PLATFORMS = [
  { value: 'instagram', label: 'Instagram', characterLimit: 2200, recommended: false },
  { value: 'facebook', label: 'Facebook', characterLimit: 500, recommended: true },
  { value: 'linkedin', label: 'LinkedIn', characterLimit: 3000, recommended: false },
] as const;
export type Platform = (typeof PLATFORMS)[number]['value'];
export const CHARACTER_LIMITS: Record<Platform, number> = { instagram: 2200, facebook: 500, linkedin: 3000 };
/** Whether the platform's length is a recommendation rather than the platform's own limit. */
export function lengthIsRecommended(platform: Platform): boolean {
  return PLATFORMS.find((p) => p.value === platform)?.recommended ?? false;
}
export const SOCIAL_WORD_COUNTS = [50, 100, 150, 200] as const;
export const HASHTAG_COUNTS = [5, 10, 15, 20, 25, 30] as const;
/** The preferences screen offers fewer choices than the generator. */
export const PREFERENCE_HASHTAG_COUNTS = [5, 10, 15, 30] as const;
export const DEFAULT_HASHTAG_COUNT = 10;
export const MAX_HASHTAGS_DISPLAYED = 10;
export const SOURCE_EXCERPT_CHARACTERS = 200;
export const SOCIAL_TONES = [
  'Inspirational',
  'Educational',
  'Friendly & Casual',
  'Professional',
  'Calming & Mindful',
  'Energetic & Fun',
] as const;
export const PRESET_CALLS_TO_ACTION = [
  'Book your session today',
  'Join our next class',
  'Reserve your spot now',
  'Visit the link in our bio',
  'Send us a message to learn more',
  'Try your first class free',
  'Share this with someone who needs it',
  'Follow for more wellness tips',
] as const;

// Newsletter
export const NEWSLETTER_TEMPLATES = [
  'Weekly Wellness Digest',
  'Mindfulness Monday',
  'Wellness Tips & Tricks',
  'Health & Nutrition Update',
  'Self-Care Sunday',
  'Motivation & Inspiration',
] as const;
export type NewsletterTemplate = (typeof NEWSLETTER_TEMPLATES)[number];
export const NEWSLETTER_TONES = [
  'Warm & Personal',
  'Professional',
  'Inspirational',
  'Educational',
  'Calm & Soothing',
  'Upbeat & Energetic',
] as const;
export const CTA_STYLES: readonly Option<'button' | 'text' | 'banner'>[] = [
  { value: 'button', label: 'Button' },
  { value: 'text', label: 'Text link' },
  { value: 'banner', label: 'Banner' },
];

// Website copy
export const HERO_WORD_COUNTS = [50, 75, 100, 125, 150, 200] as const;
export const DEFAULT_HERO_WORD_COUNT = 100;
export const SECTION_WORD_COUNTS = [100, 150, 200, 250, 300] as const;
export const DEFAULT_SECTION_WORD_COUNT = 150;
export const WEBSITE_TONES = [
  'Professional & Trustworthy',
  'Warm & Welcoming',
  'Inspiring & Uplifting',
  'Expert & Authoritative',
  'Calm & Serene',
  'Vibrant & Energetic',
] as const;
export const WEBSITE_SUGGESTIONS = 10;
export type CtaPlacement = 'single' | 'multiple' | 'bottom';
export const CTA_PLACEMENTS: readonly Option<CtaPlacement>[] = [
  { value: 'single', label: 'Single call to action' },
  { value: 'multiple', label: 'Multiple throughout the page' },
  { value: 'bottom', label: 'Bottom of the page' },
];

// Email marketing
export type CampaignType = 'promotional' | 'nurture' | 'welcome' | 'newsletter' | 'event' | 'reactivation';
export const CAMPAIGN_TYPES: readonly Option<CampaignType>[] = [
  { value: 'promotional', label: 'Promotional' },
  { value: 'nurture', label: 'Nurture' },
  { value: 'welcome', label: 'Welcome' },
  { value: 'newsletter', label: 'Newsletter' },
  { value: 'event', label: 'Event Invitation' },
  { value: 'reactivation', label: 'Re-engagement' },
];
export const EMAIL_TONES = [
  'Professional',
  'Friendly',
  'Inspirational',
  'Educational',
  'Calming',
  'Enthusiastic',
] as const;

// Client communication
export type CommunicationType =
  | 'inquiry-response'
  | 'booking-confirmation'
  | 'follow-up'
  | 'appointment-reminder'
  | 'feedback-response'
  | 'concern-resolution';
export const COMMUNICATION_TYPES: readonly Option<CommunicationType>[] = [
  { value: 'inquiry-response', label: 'Inquiry Response' },
  { value: 'booking-confirmation', label: 'Booking Confirmation' },
  { value: 'follow-up', label: 'Session Follow-up' },
  { value: 'appointment-reminder', label: 'Appointment Reminder' },
  { value: 'feedback-response', label: 'Feedback Response' },
  { value: 'concern-resolution', label: 'Concern Resolution' },
];
export type InquiryType =
  | 'general'
  | 'pricing'
  | 'booking'
  | 'services'
  | 'cancellation'
  | 'health'
  | 'retreats'
  | 'corporate';
export const INQUIRY_TYPES: readonly Option<InquiryType>[] = [
  { value: 'general', label: 'General Information' },
  { value: 'pricing', label: 'Pricing & Packages' },
  { value: 'booking', label: 'Booking & Scheduling' },
  { value: 'services', label: 'Services & Treatments' },
  { value: 'cancellation', label: 'Cancellation & Rescheduling' },
  { value: 'health', label: 'Health & Suitability' },
  { value: 'retreats', label: 'Retreats & Workshops' },
  { value: 'corporate', label: 'Corporate Wellness' },
];
export type Urgency = 'routine' | 'priority' | 'urgent';
export const URGENCY_LEVELS: readonly (Option<Urgency> & { responseWindow: string })[] = [
  { value: 'routine', label: 'Routine (24-48h)', responseWindow: 'within 24-48 hours' },
  { value: 'priority', label: 'Priority (same day)', responseWindow: 'the same day' },
  { value: 'urgent', label: 'Urgent (within 2 hours)', responseWindow: 'within 2 hours' },
];
export const COMMUNICATION_TONES = [
  'Warm & Friendly',
  'Professional',
  'Empathetic & Reassuring',
  'Encouraging',
  'Knowledgeable',
  'Upbeat',
] as const;

/** The wait before a simulated generator shows its result, in ms. */
export const SIMULATED_DELAY_MS = {
  blogTitles: 2000,
  blogArticle: 3000,
  social: 2500,
  newsletter: 3000,
  website: 2000,
  email: 2000,
  communication: 2000,
  seo: 3000,
  video: 3000,
  contact: 2000,
} as const;
