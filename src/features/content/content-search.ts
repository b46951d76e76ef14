// The content page's search params: ?tab= picks the tool (unknown or missing values open
// the blog tool), ?brief= the brief it starts from, ?from= the piece sent to it, ?plan= the
// day (YYYY-MM-DD) the piece it makes is planned for (the calendar's "Plan a post"). A small
// module of its own: the route's search validation stays in the app's entry chunk.
import { isIsoDate } from '#domain/field-limit-check.ts';
import { idParam } from '#domain/start-from.ts';
import { type ToolTab, toolTabFrom } from '#domain/tools.ts';

/** `edit`: a history item opened back in its tool ("Open in ..."); `plan`: the day (YYYY-MM-DD) the piece is planned for. */
export type ContentSearch = { tab: ToolTab; brief?: string; from?: string; plan?: string; edit?: string };

export function contentSearch(search: { tab?: unknown; brief?: unknown; from?: unknown; plan?: unknown; edit?: unknown }): ContentSearch {
  const brief = idParam(search.brief);
  const from = idParam(search.from);
  const edit = idParam(search.edit);
  const plan = typeof search.plan === 'string' && isIsoDate(search.plan) ? search.plan : undefined;
  return { tab: toolTabFrom(search.tab), ...(brief ? { brief } : {}), ...(from ? { from } : {}), ...(plan ? { plan } : {}), ...(edit ? { edit } : {}) };
}
