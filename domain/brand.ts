// The brand catalog: the profile a studio keeps, its content preferences per
// content type and its tone templates, with their choice lists
// and defaults. Plain data and types; screens, sync and generators read it.

/** The four personality sliders, each 0-100 (step 5 on screen), default 50. */
export type BrandPersonality = {
  spiritual_practical: number;
  calm_energetic: number;
  formal_casual: number;
  detailed_concise: number;
};

export const PERSONALITY_SLIDERS = [
  { key: 'spiritual_practical', low: 'Spiritual', high: 'Practical' },
  { key: 'calm_energetic', low: 'Calm', high: 'Energetic' },
  { key: 'formal_casual', low: 'Formal', high: 'Casual' },
  { key: 'detailed_concise', low: 'Detailed', high: 'Concise' },
] as const satisfies readonly { key: keyof BrandPersonality; low: string; high: string }[];

export const DEFAULT_BRAND_PERSONALITY: BrandPersonality = {
  spiritual_practical: 50,
  calm_energetic: 50,
  formal_casual: 50,
  detailed_concise: 50,
};

export const PERSONALITY_MIN = 0;
export const PERSONALITY_MAX = 100;
export const PERSONALITY_STEP = 5;

export const BUSINESS_TYPES = [
  { value: 'yoga-studio', label: 'Yoga Studio' },
  { value: 'meditation-center', label: 'Meditation Center' },
  { value: 'ayurveda-clinic', label: 'Ayurveda Clinic' },
  { value: 'wellness-retreat', label: 'Wellness Retreat' },
  { value: 'spa-wellness', label: 'Spa & Wellness' },
  { value: 'fitness-wellness', label: 'Fitness & Wellness' },
  { value: 'holistic-health', label: 'Holistic Health' },
  { value: 'wellness-coach', label: 'Wellness Coach' },
  { value: 'other', label: 'Other' },
] as const;

export type BusinessType = (typeof BUSINESS_TYPES)[number]['value'];

export function businessTypeLabel(value: string | undefined): string | undefined {
  return BUSINESS_TYPES.find((type) => type.value === value)?.label;
}

export const WELLNESS_SPECIALTIES = [
  'Hatha Yoga',
  'Vinyasa Yoga',
  'Ashtanga Yoga',
  'Yin Yoga',
  'Restorative Yoga',
  'Kundalini Yoga',
  'Hot Yoga',
  'Meditation',
  'Mindfulness',
  'Breathwork',
  'Ayurveda',
  'Traditional Chinese Medicine',
  'Herbal Medicine',
  'Nutrition Counseling',
  'Life Coaching',
  'Wellness Coaching',
  'Stress Management',
  'Sleep Wellness',
  'Fitness Training',
  'Pilates',
  'Massage Therapy',
  'Reiki',
  'Crystal Healing',
  'Sound Healing',
  'Aromatherapy',
  'Holistic Health',
] as const;

export const PRIMARY_SERVICES = [
  'Individual Sessions',
  'Group Classes',
  'Online Programs',
  'Workshops',
  'Retreats',
  'Corporate Wellness',
  'Teacher Training',
  'Consultation',
  'Products & Supplements',
  'Digital Content',
  'Membership Programs',
] as const;

/** Table profiles: one row per user (id = user_id). */
export type Profile = {
  user_id: string;
  full_name: string;
  business_name: string;
  business_description: string;
  website_url: string;
  business_type: string;
  primary_services: string[];
  wellness_specialties: string[];
  target_audience: string;
  brand_personality: BrandPersonality;
  seo_keywords: string[];
  preferred_language: string;
  /** The studio's IANA time zone; null until an owner saves one (the device's is used meanwhile). */
  time_zone?: string | null;
};

export const DEFAULT_PREFERRED_LANGUAGE = 'en';

/** The profile fields before anyone edits them (the table's defaults): blank, neutral personality. */
export function emptyProfileFields(): Omit<Profile, 'user_id'> {
  return {
    full_name: '',
    business_name: '',
    business_description: '',
    website_url: '',
    business_type: '',
    primary_services: [],
    wellness_specialties: [],
    target_audience: '',
    brand_personality: { ...DEFAULT_BRAND_PERSONALITY },
    seo_keywords: [],
    preferred_language: DEFAULT_PREFERRED_LANGUAGE,
    time_zone: null,
  };
}

/** The tones of master prompts (and the SEO tool's ten brand tones). */
export const MASTER_PROMPT_TONES = [
  'Professional',
  'Casual',
  'Friendly',
  'Authoritative',
  'Inspirational',
  'Conversational',
  'Expert',
  'Empathetic',
  'Wellness',
  'Spiritual',
] as const;

export type MasterPromptTone = (typeof MASTER_PROMPT_TONES)[number];

export const EMOTIONAL_TONES = [
  'encouraging',
  'calming',
  'inspiring',
  'authoritative',
  'friendly',
  'professional',
  'nurturing',
  'motivational',
] as const;

export type EmotionalTone = (typeof EMOTIONAL_TONES)[number];

/** tone_templates.content_preferences: how a template writes besides its voice sliders. */
export type TonePreferences = {
  include_questions: boolean;
  use_personal_pronouns: boolean;
  include_call_to_action: boolean;
  emotional_tone: EmotionalTone;
};

export const DEFAULT_TONE_PREFERENCES: TonePreferences = {
  include_questions: true,
  use_personal_pronouns: true,
  include_call_to_action: true,
  emotional_tone: 'encouraging',
};

/** A stored emotional tone as one the generators know (the default for anything else). */
export function emotionalToneFrom(value: unknown): EmotionalTone {
  return EMOTIONAL_TONES.find((tone) => tone === value) ?? DEFAULT_TONE_PREFERENCES.emotional_tone;
}

/** Table tone_templates. */
export type ToneTemplate = {
  id: string;
  user_id: string;
  name: string;
  description: string;
  brand_voice_settings: BrandPersonality;
  content_preferences: TonePreferences;
  is_default: boolean;
  created_at: string;
};

/** default_settings of content_preferences, per content type that has a preferences tab. */
export type BlogPreferences = {
  default_word_count: number;
  default_tone: string;
  include_images: boolean;
  seo_optimization: boolean;
  meta_description_length: number;
};

export type SocialPreferences = {
  default_platform: 'instagram' | 'facebook' | 'linkedin';
  include_hashtags: boolean;
  max_hashtags: number;
  include_emojis: boolean;
  character_optimization: boolean;
};

export type NewsletterPreferences = {
  default_template: string;
  include_unsubscribe: boolean;
  personalization_level: number;
  cta_style: 'button' | 'text' | 'banner';
};

export type WebsitePreferences = {
  conversion_focus: boolean;
  include_testimonials: boolean;
  cta_placement: 'single' | 'multiple' | 'bottom';
  seo_optimization: boolean;
};

export type ContentPreferences = {
  blog: BlogPreferences;
  social: SocialPreferences;
  newsletter: NewsletterPreferences;
  website: WebsitePreferences;
};

export type PreferenceType = keyof ContentPreferences;

export const PREFERENCE_TYPES = ['blog', 'social', 'newsletter', 'website'] as const satisfies readonly PreferenceType[];

export const DEFAULT_CONTENT_PREFERENCES: ContentPreferences = {
  blog: {
    default_word_count: 800,
    default_tone: 'Professional & Informative',
    include_images: true,
    seo_optimization: true,
    meta_description_length: 160,
  },
  social: {
    default_platform: 'instagram',
    include_hashtags: true,
    max_hashtags: 10,
    include_emojis: true,
    character_optimization: true,
  },
  newsletter: {
    default_template: 'Weekly Wellness Digest',
    include_unsubscribe: true,
    personalization_level: 70,
    cta_style: 'button',
  },
  website: {
    conversion_focus: true,
    include_testimonials: false,
    cta_placement: 'multiple',
    seo_optimization: true,
  },
};

/** Preferences screen sliders. */
export const META_DESCRIPTION_RANGE = { min: 120, max: 200, step: 10 } as const;
export const PERSONALIZATION_RANGE = { min: 0, max: 100, step: 10 } as const;
