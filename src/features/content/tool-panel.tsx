// The open tool of the studio. Every tool is its own lazily loaded chunk, so a
// phone opening the blog tool does not download the newsletter templates.
import { Component, type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react';
import type { StudioTab, StudioTool } from '#domain/content-types.ts';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { ComingNext } from './coming-next.tsx';
import { OPTIONAL_TOOLS } from './optional-tools.ts';

type Tool = LazyExoticComponent<ComponentType> | null;

const TEXT_TOOLS: Partial<Record<StudioTab, Tool>> = {
  blog: lazy(() => import('./screens/blog/blog-tool.tsx').then((m) => ({ default: m.BlogTool }))),
  social: lazy(() => import('./screens/social/social-tool.tsx').then((m) => ({ default: m.SocialTool }))),
  newsletter: lazy(() => import('./screens/newsletter/newsletter-tool.tsx').then((m) => ({ default: m.NewsletterTool }))),
  website: lazy(() => import('./screens/website/website-tool.tsx').then((m) => ({ default: m.WebsiteTool }))),
  email: lazy(() => import('./screens/email/email-tool.tsx').then((m) => ({ default: m.EmailTool }))),
  communication: lazy(() => import('./screens/communication/communication-tool.tsx').then((m) => ({ default: m.CommunicationTool }))),
};

const TOOLS: Partial<Record<StudioTab, Tool>> = { ...TEXT_TOOLS, ...OPTIONAL_TOOLS };

/** A tool whose code cannot load (offline before it was cached) shows a notice, not a blank app. */
class ToolBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function ToolPanel({ tool }: { tool: StudioTool }) {
  const Tool = TOOLS[tool.tab];
  if (!Tool) return <ComingNext tool={tool} />;
  const failed = (
    <p role="alert" className="rounded-xl bg-amber-50 p-6 text-sm text-amber-900">
      This tool could not be loaded. Check your connection and reload the page.
    </p>
  );
  return (
    <ToolBoundary key={tool.tab} fallback={failed}>
      <Suspense fallback={<LoadingScreen message={`Opening ${tool.title}...`} />}>
        <Tool />
      </Suspense>
    </ToolBoundary>
  );
}
