// What a page title suggestion is built from, shared by the SEO tool and the language packs.

import type { SeoAnalysisType } from '#domain/media-options.ts';

/** What a page title is built from: the keyword and location in title case, whether the keyword names the place already. */
export type TitleParts = {
  kw: string;
  location: string;
  placed: boolean;
  business: string;
  /** The page's own title, when it lacks the keyword. */
  existing?: string;
  analysisType: SeoAnalysisType;
  tone: string;
};
