// The content page's search params: ?tab= picks the tool (unknown or missing values open
// the blog tool), ?brief= the brief it starts from, ?from= the piece sent to it. A small
// module of its own: the route's search validation stays in the app's entry chunk.
import { idParam } from '#domain/start-from.ts';
import { type ToolTab, toolTabFrom } from '#domain/tools.ts';

/** `edit`: a history item opened back in its tool ("Open in ..."). */
export type ContentSearch = { tab: ToolTab; brief?: string; from?: string; edit?: string };

export function contentSearch(search: { tab?: unknown; brief?: unknown; from?: unknown; edit?: unknown }): ContentSearch {
  const brief = idParam(search.brief);
  const from = idParam(search.from);
  const edit = idParam(search.edit);
  return { tab: toolTabFrom(search.tab), ...(brief ? { brief } : {}), ...(from ? { from } : {}), ...(edit ? { edit } : {}) };
}
