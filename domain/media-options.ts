// The choice lists of the image, SEO and video tools:
// plain data the forms render and the generators read, so a screen and its
// generator can never disagree on a value, a label or a size.

import { MASTER_PROMPT_TONES, type MasterPromptTone } from './brand.ts';

export type Option<V extends string = string> = { value: V; label: string };

// --- SEO optimizer --------------------------------------------------------

export const SEO_ANALYSIS_TYPES = [
  { value: 'existing', label: 'Optimize Existing Content' },
  { value: 'competitor', label: 'Competitor Analysis' },
  { value: 'keyword', label: 'Keyword Research' },
  { value: 'local', label: 'Local SEO' },
] as const satisfies readonly Option[];

export type SeoAnalysisType = (typeof SEO_ANALYSIS_TYPES)[number]['value'];

/** The ten brand tones; values are the master prompts' tones, so prompts can be matched by tone. */
export const BRAND_TONES: readonly Option<MasterPromptTone>[] = MASTER_PROMPT_TONES.map((tone) => ({
  value: tone,
  label: tone,
}));

export const SEO_META_DESCRIPTION_TARGET = 160;
export const SEO_META_DESCRIPTION_MIN = 120;
export const SEO_TITLE_MAX = 60;

// --- Video scripts --------------------------------------------------------

export const VIDEO_TYPES = [
  { value: 'yoga-class', label: 'Yoga Class' },
  { value: 'meditation', label: 'Guided Meditation' },
  { value: 'wellness-tip', label: 'Wellness Tip' },
  { value: 'testimonial', label: 'Client Testimonial' },
  { value: 'educational', label: 'Educational' },
  { value: 'youtube', label: 'YouTube Video' },
  { value: 'social-reel', label: 'Social Media Reel' },
  { value: 'course-module', label: 'Course Module' },
] as const satisfies readonly Option[];

export type VideoType = (typeof VIDEO_TYPES)[number]['value'];

export type VideoDurationOption<V extends string = string> = Option<V> & {
  /** The length a script is written for, inside the option's range. */
  seconds: number;
};

export const VIDEO_DURATIONS = [
  { value: '15-30s', label: '15-30 seconds', seconds: 30 },
  { value: '60s', label: '60 seconds', seconds: 60 },
  { value: '3-5min', label: '3-5 minutes', seconds: 240 },
  { value: '10-15min', label: '10-15 minutes', seconds: 720 },
  { value: '20-30min', label: '20-30 minutes', seconds: 1500 },
  { value: '45-60min', label: '45-60 minutes', seconds: 3000 },
] as const satisfies readonly VideoDurationOption[];

export type VideoDuration = (typeof VIDEO_DURATIONS)[number]['value'];

// --- Images ---------------------------------------------------------------

export const IMAGE_WELLNESS_TYPES = [
  { value: 'yoga', label: 'Yoga' },
  { value: 'ayurveda', label: 'Ayurveda' },
  { value: 'nutrition', label: 'Nutrition' },
  { value: 'spa', label: 'Spa & Massage' },
  { value: 'fitness', label: 'Fitness' },
  { value: 'nature', label: 'Nature & Outdoors' },
  { value: 'spiritual', label: 'Spiritual' },
] as const satisfies readonly Option[];

export type ImageWellnessType = (typeof IMAGE_WELLNESS_TYPES)[number]['value'];

export const IMAGE_STYLES = [
  { value: 'photography', label: 'Photography' },
  { value: 'illustration', label: 'Illustration' },
  { value: 'minimalist', label: 'Minimalist' },
  { value: 'watercolor', label: 'Watercolor' },
  { value: 'modern', label: 'Modern' },
  { value: 'traditional', label: 'Traditional' },
] as const satisfies readonly Option[];

export type ImageStyle = (typeof IMAGE_STYLES)[number]['value'];

export type ImageSizeOption = Option & { width: number; height: number };

export const IMAGE_SIZES = [
  { value: 'square', label: 'Square (1080x1080)', width: 1080, height: 1080 },
  { value: 'portrait', label: 'Portrait (1080x1350)', width: 1080, height: 1350 },
  { value: 'landscape', label: 'Landscape (1350x1080)', width: 1350, height: 1080 },
  { value: 'story', label: 'Story (1080x1920)', width: 1080, height: 1920 },
  { value: 'header', label: 'Blog Header (1200x630)', width: 1200, height: 630 },
  { value: 'post', label: 'Facebook Post (1200x900)', width: 1200, height: 900 },
  { value: 'banner', label: 'Banner (1920x1080)', width: 1920, height: 1080 },
  { value: 'pinterest', label: 'Pinterest Pin (735x1102)', width: 735, height: 1102 },
] as const satisfies readonly ImageSizeOption[];

export type ImageSize = (typeof IMAGE_SIZES)[number]['value'];

export type ColorPalette = Option & { colors: readonly string[] };

export const COLOR_PALETTES = [
  { value: 'earth-tones', label: 'Earth Tones', colors: ['#8B5E3C', '#C89F7A', '#E8D8C3', '#6B7F4E', '#3E2F23'] },
  { value: 'ocean-calm', label: 'Ocean Calm', colors: ['#0E4D64', '#137177', '#5FB3B3', '#B8E0E0', '#F2F7F7'] },
  { value: 'sunset-glow', label: 'Sunset Glow', colors: ['#F4A259', '#F25C54', '#F7B267', '#FFD6A5', '#6D2E46'] },
  { value: 'forest', label: 'Forest', colors: ['#1B4332', '#2D6A4F', '#52B788', '#B7E4C7', '#D8F3DC'] },
  { value: 'lavender-dream', label: 'Lavender Dream', colors: ['#6D597A', '#9D8DF1', '#B8B8FF', '#E0D7FF', '#F8F4FF'] },
  {
    value: 'chakra',
    label: 'Chakra',
    colors: ['#D62828', '#F77F00', '#FCBF49', '#2A9D8F', '#3A86FF', '#5E548E', '#9D4EDD'],
  },
  { value: 'monochrome-zen', label: 'Monochrome Zen', colors: ['#111111', '#4A4A4A', '#8C8C8C', '#D4D4D4', '#F5F5F0'] },
] as const satisfies readonly ColorPalette[];

export type ColorPaletteValue = (typeof COLOR_PALETTES)[number]['value'];

export type PresetPrompt = { wellness_type: ImageWellnessType; title: string; prompt: string };

export const IMAGE_PRESET_PROMPTS: readonly PresetPrompt[] = [
  {
    wellness_type: 'yoga',
    title: 'Sunrise flow',
    prompt:
      'A woman in warrior II pose on a wooden deck at sunrise, mist over a still lake behind her, warm golden light, calm and strong',
  },
  {
    wellness_type: 'yoga',
    title: 'Studio class',
    prompt:
      'A bright yoga studio with bamboo floors and tall windows, a small group resting in child’s pose on cork mats, soft morning light, plants in the corners',
  },
  {
    wellness_type: 'yoga',
    title: 'Restorative corner',
    prompt:
      'A restorative yoga set-up with a bolster, folded blankets and an eye pillow beside a lit candle, muted linen tones, quiet evening mood',
  },
  {
    wellness_type: 'ayurveda',
    title: 'Herbal apothecary',
    prompt:
      'Ayurvedic herbs and spices in brass bowls on a carved wooden table: turmeric, ashwagandha root, tulsi leaves and cardamom pods, warm side light',
  },
  {
    wellness_type: 'ayurveda',
    title: 'Abhyanga ritual',
    prompt:
      'Warm sesame oil poured from a copper vessel into a clay bowl, jasmine flowers and a folded cotton towel nearby, serene spa atmosphere',
  },
  {
    wellness_type: 'ayurveda',
    title: 'Golden milk',
    prompt:
      'A steaming cup of golden turmeric milk with a cinnamon stick on a linen napkin, scattered black pepper and ginger slices, cosy morning light',
  },
  {
    wellness_type: 'nutrition',
    title: 'Rainbow bowl',
    prompt:
      'A colourful nourish bowl with quinoa, roasted sweet potato, avocado, pickled red cabbage and microgreens, top-down view on a pale stone table',
  },
  {
    wellness_type: 'nutrition',
    title: 'Green smoothie',
    prompt:
      'A tall glass of green smoothie with spinach, kiwi and chia seeds, fresh ingredients arranged around it, bright airy kitchen background',
  },
  {
    wellness_type: 'nutrition',
    title: 'Market basket',
    prompt:
      'A woven basket of seasonal vegetables and herbs at a sunny farmers market, tomatoes, kale, beetroot and basil, natural candid style',
  },
];
