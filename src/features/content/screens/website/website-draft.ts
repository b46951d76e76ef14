// The website copy tool's form and output and their defaults: CTA
// placement from the website preferences, business name and audience from the
// brand profile when it has them.
import type { Profile, WebsitePreferences } from '#domain/brand.ts';
import { DEFAULT_HERO_WORD_COUNT, DEFAULT_SECTION_WORD_COUNT, WEBSITE_TONES } from '#domain/studio-options.ts';
import type { ToolDefaults } from '../../hooks/use-tool-draft.ts';
import { hasStrings } from '../../lib/draft-codec.ts';
import type { PageSection } from './page-copy.ts';

export type WebsiteForm = {
  businessName: string;
  pageAbout: string;
  targetAudience: string;
  keywords: string[];
  tone: string;
  heroWordCount: number;
  sectionWordCount: number;
  ctaPlacement: string;
};

export type WebsiteOutput = {
  h1Options: string[];
  selectedH1: string;
  /** Set once an H1 was selected: the hero, H2 and CTA generators stay open from then on. */
  stepsOpen: boolean;
  hero: string;
  h2Options: string[];
  sections: PageSection[];
  ctaOptions: string[];
  selectedCta: string;
};

export function websiteDefaults(prefs: WebsitePreferences, profile?: Partial<Profile>): ToolDefaults<WebsiteForm, WebsiteOutput> {
  return {
    form: {
      businessName: profile?.business_name ?? '',
      pageAbout: '',
      targetAudience: profile?.target_audience ?? '',
      keywords: [],
      tone: WEBSITE_TONES[0],
      heroWordCount: DEFAULT_HERO_WORD_COUNT,
      sectionWordCount: DEFAULT_SECTION_WORD_COUNT,
      ctaPlacement: prefs.cta_placement,
    },
    output: { h1Options: [], selectedH1: '', stepsOpen: false, hero: '', h2Options: [], sections: [], ctaOptions: [], selectedCta: '' },
    lists: { sections: hasStrings('id', 'title', 'content') },
  };
}
