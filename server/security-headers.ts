// Headers that keep the app from being framed, sniffed or fed foreign scripts when this
// backend serves it, and keep API answers inert if a browser ever renders one. The
// app's policy is what the built app needs and no more: its own scripts (no inline
// ones: index.html has none), React's and the newsletter preview's inline styles,
// images that are data: URIs (generated images, MFA QR codes), blob: previews and
// https: provider URLs, and the realtime-js worker, which starts from a blob: URL.
// WebAssembly may compile (the editors' grammar checker; no JavaScript eval).
// Connections go to this origin only, WebSockets included (ws:/wss: spelled out for
// browsers whose 'self' does not cover them). A hosted build (VITE_SUPABASE_URL) is
// served elsewhere and sets its own policy. A route that sets a policy of its own (the
// development mailbox's page) keeps it.
import type { MiddlewareHandler } from 'hono';
import { isApiPath } from './static.ts';

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

export function appPolicy(host: string | undefined): string {
  const sockets = host && HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${sockets}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', isApiPath(c.req.path) ? API_POLICY : appPolicy(c.req.header('host')));
    headers.set('X-Frame-Options', 'DENY');
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  };
}
