import type { StudioTool } from '#domain/content-types.ts';
import { CONTENT_TEXT } from './messages.ts';

/** Stands in for the SEO, video and image tools until their screens exist. */
export function ComingNext({ tool }: { tool: StudioTool }) {
  return (
    <div className="rounded-xl border-2 border-dashed border-stone-200 bg-stone-50 px-6 py-12 text-center">
      <p className="font-semibold text-stone-900">{tool.title}</p>
      <p className="mt-2 text-sm text-stone-600">{CONTENT_TEXT.comingNext}</p>
    </div>
  );
}
