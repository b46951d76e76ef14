// The nine content tools. Each is defined once, in domain/tools/<tool>.ts: its ?tab=
// key, the content_type its history, drafts, preferences and usage carry, what the tab
// bar, the dashboard and the landing page say of it, how history names its items, what
// one generation costs, and its toasts. Everything else follows from this list: the
// router's tab values, the device schema's and the database's allowed content types (a
// test holds the database's `public.content_types()` to this list), the credit costs,
// the e2e tool lists. Each tool's screen and generators register beside it in
// src/features/content/tool-registry.ts.
//
// The list is in the order the content types were first stored: the device schema
// keeps that order, so a new tool goes at the end. `position` orders the tab bar and
// the cards.
import { BLOG_TOOL } from './tools/blog.ts';
import { COMMUNICATION_TOOL } from './tools/communication.ts';
import { EMAIL_TOOL } from './tools/email.ts';
import { IMAGES_TOOL } from './tools/images.ts';
import { NEWSLETTER_TOOL } from './tools/newsletter.ts';
import { SEO_TOOL } from './tools/seo.ts';
import { SOCIAL_TOOL } from './tools/social.ts';
import type { CreditDetails, ToolDefinition } from './tools/tool-definition.ts';
import { VIDEO_TOOL } from './tools/video.ts';
import { WEBSITE_TOOL } from './tools/website.ts';

const DEFINITIONS = [BLOG_TOOL, SOCIAL_TOOL, NEWSLETTER_TOOL, WEBSITE_TOOL, EMAIL_TOOL, COMMUNICATION_TOOL, IMAGES_TOOL, SEO_TOOL, VIDEO_TOOL] as const;

export type ToolTab = (typeof DEFINITIONS)[number]['tab'];
export type ContentType = (typeof DEFINITIONS)[number]['contentType'];
export type Tool = Readonly<ToolDefinition> & { readonly tab: ToolTab; readonly contentType: ContentType };

/** Every tool, in the order its content type was first stored. */
export const TOOLS: readonly Tool[] = DEFINITIONS;

/** content_type values, in the order the device schema stores them. */
export const CONTENT_TYPES: readonly ContentType[] = TOOLS.map((tool) => tool.contentType);

/** The tools as the tab bar, the dashboard and the landing page show them. */
export const TOOLS_IN_TAB_ORDER: readonly Tool[] = [...TOOLS].sort((a, b) => a.position - b.position);

export const TOOL_TABS: readonly ToolTab[] = TOOLS_IN_TAB_ORDER.map((tool) => tool.tab);

const BY_TYPE = new Map<string, Tool>(TOOLS.map((tool) => [tool.contentType, tool]));

/** The tool whose items carry `type`, or undefined for a type no tool makes. */
export function toolOfType(type: string): Tool | undefined {
  return BY_TYPE.get(type);
}

/** The tab for a `?tab=` value: unknown or missing values fall back to blog. */
export function toolTabFrom(value: unknown): ToolTab {
  return TOOL_TABS.includes(value as ToolTab) ? (value as ToolTab) : 'blog';
}

/** What one generation of `contentType` costs in credits. */
export function creditCost(contentType: ContentType, details: CreditDetails = {}): number {
  return toolOfType(contentType)?.credits(details) ?? 1;
}
