import { CONTENT_GENERATED, fixedCredits, MISSING, type ToolDefinition } from './tool-definition.ts';

export const WEBSITE_MESSAGES = {
  h1Generated: { title: 'H1 Headlines Generated' },
  heroGenerated: { title: 'Hero Paragraph Generated' },
  h2Generated: { title: 'H2 Headlines Generated' },
  sectionAdded: { title: 'H2 Section Added' },
  sectionRemoved: { title: 'Section Removed' },
  sectionGenerated: CONTENT_GENERATED,
  ctasGenerated: { title: 'CTAs Generated' },
  allCopied: { title: 'All Content Copied' },
  missingBasics: { title: MISSING, description: 'Please enter business name and focus keywords first.' },
  missingH1: { title: 'Missing H1', description: 'Please select an H1 headline first.' },
  /** A section cannot be written without its H2 title. */
  missingH2: { title: 'Missing H2', description: 'Please add an H2 headline first.' },
} as const;

export const WEBSITE_TOOL = {
  tab: 'website',
  contentType: 'website',
  label: 'Website Copy',
  historyLabel: 'Website Copy',
  badge: 'Pro',
  description: 'Headlines, a hero paragraph, page sections and calls to action that convert.',
  position: 4,
  // One piece: the H1 options, the hero paragraph, the H2 options, one section, or the CTA options.
  credits: fixedCredits(2),
  messages: WEBSITE_MESSAGES,
  fields: {
    businessName: 'as-written',
    keywords: 'as-written',
    // What the page is about, with its timetable, prices, place and teacher: every fact printed.
    pageAbout: 'facts',
    targetAudience: 'steering',
    tone: 'choice',
    heroWordCount: 'choice',
    sectionWordCount: 'choice',
    ctaPlacement: 'choice',
  },
} as const satisfies ToolDefinition;
