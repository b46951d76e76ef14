// What each tool runs on the device: its screen and, for a text tool, its generators,
// each a chunk of its own loaded when the tool first opens or runs (a phone opening the
// blog tool downloads neither the newsletter templates nor the video blueprints). The
// rest of a tool's definition (tab, content type, label, credits) is its entry in
// domain/tools.ts; the compiler keeps the two lists in step (one entry per tab).
import type { ToolTab } from '#domain/tools.ts';
import type { AnyGenerate } from './generators/shared/text-generators.ts';
import type { ToolRuntime } from './hooks/tool-context.ts';

const generators = (load: Promise<{ generate: unknown }>) => load.then((module) => module.generate as AnyGenerate);

export const TOOL_RUNTIMES: Record<ToolTab, ToolRuntime> = {
  images: {
    screen: () => import('./screens/images/image-tool.tsx').then((m) => m.ImageTool),
  },
  blog: {
    screen: () => import('./screens/blog/blog-tool.tsx').then((m) => m.BlogTool),
    generators: () => generators(import('./generators/blog/blog-generators.ts')),
  },
  social: {
    screen: () => import('./screens/social/social-tool.tsx').then((m) => m.SocialTool),
    generators: () => generators(import('./generators/social/social-generators.ts')),
  },
  newsletter: {
    screen: () => import('./screens/newsletter/newsletter-tool.tsx').then((m) => m.NewsletterTool),
    generators: () => generators(import('./generators/newsletter/newsletter-generators.ts')),
  },
  website: {
    screen: () => import('./screens/website/website-tool.tsx').then((m) => m.WebsiteTool),
    generators: () => generators(import('./generators/website/website-generators.ts')),
  },
  email: {
    screen: () => import('./screens/email/email-tool.tsx').then((m) => m.EmailTool),
    generators: () => generators(import('./generators/email/email-generators.ts')),
  },
  communication: {
    screen: () => import('./screens/communication/communication-tool.tsx').then((m) => m.CommunicationTool),
    generators: () => generators(import('./generators/communication/communication-generators.ts')),
  },
  seo: {
    screen: () => import('./screens/seo/seo-tool.tsx').then((m) => m.SeoTool),
    generators: () => generators(import('./generators/seo/seo-generators.ts')),
  },
  video: {
    screen: () => import('./screens/video/video-tool.tsx').then((m) => m.VideoTool),
    generators: () => generators(import('./generators/video/video-generators.ts')),
  },
};
