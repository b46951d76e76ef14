// The public pages drawn ahead of time at build (src/prerender.tsx): the ones a visitor
// reads first. A form on one (/login) stays disabled until the app runs it
// (src/ui/use-app-running.ts), so nothing typed before can be sent by the browser itself.
// The server sends each with its HTML (server/static.ts); the app takes it over
// (main.tsx). Any other page starts from the loading screen of index.html.
export const PRERENDERED_PATHS = ['/', '/faq', '/about', '/privacy', '/terms', '/login'] as const;

