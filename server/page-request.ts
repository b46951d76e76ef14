// Whether a GET for a path that is no file in dist/ gets the app's HTML. A navigation
// always does (the client router renders every path, its not-found page included). A
// client that names no type, or only wildcards (`curl`, `fetch()`: Accept */*), gets it
// for a page address (`/`, `/content/blog`); a request that names the types it wants
// (an image, JSON) or asks for a file (`/assets/x.js`, `/logo.png`) gets a 404: a
// script or image answered with HTML fails confusingly.

type MediaRange = { type: string; refused: boolean };

/** The media ranges of an Accept header, each saying whether q=0 refuses it. */
function mediaRanges(header: string): MediaRange[] {
  return header
    .split(',')
    .map((part) => part.trim().toLowerCase().split(';'))
    .filter(([type]) => type)
    .map(([type, ...params]) => ({ type: type as string, refused: params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)) }));
}

/** A page address: not below /assets/ and no dot in its last segment. */
export function isPagePath(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !path.startsWith('/assets/') && !last.includes('.');
}

export function wantsHtml(accept: string | undefined, fetchMode: string | undefined): boolean {
  return fetchMode === 'navigate' || mediaRanges(accept ?? '').some((range) => range.type === 'text/html' && !range.refused);
}

export function wantsPage(path: string, accept: string | undefined, fetchMode: string | undefined): boolean {
  if (wantsHtml(accept, fetchMode)) return true;
  if (!isPagePath(path)) return false;
  const ranges = mediaRanges(accept ?? '');
  if (ranges.length === 0) return true;
  if (ranges.some((range) => range.type === 'text/html' && range.refused)) return false;
  const wanted = ranges.filter((range) => !range.refused);
  return wanted.length > 0 && wanted.every((range) => range.type === '*/*' || range.type === 'text/*');
}
