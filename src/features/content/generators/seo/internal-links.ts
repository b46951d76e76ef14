import type { Heading, InternalLink, SeoInput } from './seo-types.ts';

export const MAX_INTERNAL_LINKS = 6;
const MAX_SLUG = 60;

/** "Yin Yoga & Breath: Guide" -> "yin-yoga-breath-guide", at most 60 characters, cut at a dash. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG) return slug;
  const cut = slug.slice(0, MAX_SLUG + 1);
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : MAX_SLUG);
}

export type LinkSources = Pick<SeoInput, 'analysisType' | 'location'> & {
  primaryKeyword: string;
  keywords: readonly string[];
  headings: readonly Heading[];
  services: readonly string[];
};

/**
 * Pages this one should link to: the other target keywords, the H2/H3 sections
 * that deserve a page of their own, the studio's services, then long-tail
 * variations of the primary keyword. Never the page's own keyword; unique slugs.
 */
export function suggestInternalLinks(sources: LinkSources): InternalLink[] {
  const primary = sources.primaryKeyword;
  const location = sources.location?.trim() ?? '';
  const anchors = [
    ...sources.keywords.filter((keyword) => keyword !== primary),
    ...sources.headings.filter((heading) => heading.level === 2 || heading.level === 3).map((heading) => heading.text),
    ...sources.services,
    `${primary} for beginners`,
    `benefits of ${primary}`,
    ...(sources.analysisType === 'local' && location ? [`${primary} in ${location}`] : []),
  ];
  const seen = new Set([slugify(primary)]);
  const links: InternalLink[] = [];
  for (const anchor of anchors) {
    const slug = slugify(anchor);
    if (!slug || seen.has(slug)) continue;
    seen.add(slug);
    links.push({ anchor_text: anchor, suggested_slug: slug });
  }
  return links.slice(0, MAX_INTERNAL_LINKS);
}
