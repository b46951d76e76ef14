// The image tool's choices as the function sees them: wellness types,
// styles, the eight sizes and the seven colour palettes. The same values as the app's
// domain/media-options.ts (a test keeps the two in step); kept here because the
// function is deployed on its own and cannot import the app.

/** Credits one generated image costs; metered by the usage_tracking trigger. */
export const IMAGE_CREDIT_COST = 3;

export const PROMPT_MAX_LENGTH = 2000;
export const TEXT_OVERLAY_MAX_LENGTH = 200;

export const WELLNESS_TYPES = ['yoga', 'ayurveda', 'nutrition', 'spa', 'fitness', 'nature', 'spiritual'] as const;
export type WellnessType = (typeof WELLNESS_TYPES)[number];

export const IMAGE_STYLES = ['photography', 'illustration', 'minimalist', 'watercolor', 'modern', 'traditional'] as const;
export type ImageStyle = (typeof IMAGE_STYLES)[number];

export type ImageSize = { value: string; label: string; width: number; height: number };

export const IMAGE_SIZES: readonly ImageSize[] = [
  { value: 'square', label: 'Square (1080x1080)', width: 1080, height: 1080 },
  { value: 'portrait', label: 'Portrait (1080x1350)', width: 1080, height: 1350 },
  { value: 'landscape', label: 'Landscape (1350x1080)', width: 1350, height: 1080 },
  { value: 'story', label: 'Story (1080x1920)', width: 1080, height: 1920 },
  { value: 'header', label: 'Blog Header (1200x630)', width: 1200, height: 630 },
  { value: 'post', label: 'Facebook Post (1200x900)', width: 1200, height: 900 },
  { value: 'banner', label: 'Banner (1920x1080)', width: 1920, height: 1080 },
  { value: 'pinterest', label: 'Pinterest Pin (735x1102)', width: 735, height: 1102 },
];

export type Palette = { value: string; label: string; colors: readonly string[] };

export const PALETTES: readonly Palette[] = [
  { value: 'earth-tones', label: 'Earth Tones', colors: ['#8B5E3C', '#C89F7A', '#E8D8C3', '#6B7F4E', '#3E2F23'] },
  { value: 'ocean-calm', label: 'Ocean Calm', colors: ['#0E4D64', '#137177', '#5FB3B3', '#B8E0E0', '#F2F7F7'] },
  { value: 'sunset-glow', label: 'Sunset Glow', colors: ['#F4A259', '#F25C54', '#F7B267', '#FFD6A5', '#6D2E46'] },
  { value: 'forest', label: 'Forest', colors: ['#1B4332', '#2D6A4F', '#52B788', '#B7E4C7', '#D8F3DC'] },
  { value: 'lavender-dream', label: 'Lavender Dream', colors: ['#6D597A', '#9D8DF1', '#B8B8FF', '#E0D7FF', '#F8F4FF'] },
  { value: 'chakra', label: 'Chakra', colors: ['#D62828', '#F77F00', '#FCBF49', '#2A9D8F', '#3A86FF', '#5E548E', '#9D4EDD'] },
  { value: 'monochrome-zen', label: 'Monochrome Zen', colors: ['#111111', '#4A4A4A', '#8C8C8C', '#D4D4D4', '#F5F5F0'] },
];

/** The palette used when a request names none. */
export const DEFAULT_PALETTE: Record<WellnessType, string> = {
  yoga: 'lavender-dream',
  ayurveda: 'earth-tones',
  nutrition: 'forest',
  spa: 'ocean-calm',
  fitness: 'sunset-glow',
  nature: 'forest',
  spiritual: 'chakra',
};
