// The public pages drawn ahead of time at build (src/prerender.tsx): the ones without a
// form, so nothing typed before the app takes over can be sent by the browser itself.
// The server sends each with its HTML (server/static.ts); the app takes it over
// (main.tsx). Any other page starts from the loading screen of index.html.
export const PRERENDERED_PATHS = ['/', '/faq', '/about', '/privacy', '/terms'] as const;

