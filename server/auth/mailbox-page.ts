// The development mailbox as a page for a browser: each address with its mails, newest
// first, each mail with its subject, time, one-time code and its links ready to click.
// Everything a mail carries (addresses, subjects, a studio's name in an invitation) is
// escaped, and only http(s) addresses become links. The page's one stylesheet is
// allowed by its hash, nothing else may load or run.
import { createHash } from 'node:crypto';
import type { Mail } from './mailbox.ts';

const STYLE = `
:root { color-scheme: light dark; --ink: #1c2321; --muted: #4a5551; --line: #d5dcd9; --card: #ffffff; --page: #f4f7f6; --link: #0b5c4a; }
@media (prefers-color-scheme: dark) { :root { --ink: #e8eeec; --muted: #b7c2be; --line: #3a4542; --card: #1f2725; --page: #151b19; --link: #7fd6bd; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--page); color: var(--ink); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
main { max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
h2 { font-size: 1.15rem; margin: 2rem 0 .75rem; overflow-wrap: anywhere; }
h3 { font-size: 1rem; margin: 0 0 .25rem; }
p { margin: .25rem 0; }
.lead, .meta { color: var(--muted); }
.meta { font-size: .9rem; }
a { color: var(--link); overflow-wrap: anywhere; }
a:focus-visible { outline: 3px solid var(--link); outline-offset: 2px; }
ol { list-style: none; margin: 0; padding: 0; display: grid; gap: .75rem; }
article { background: var(--card); border: 1px solid var(--line); border-radius: .5rem; padding: .9rem 1rem; }
.action { display: inline-block; margin-top: .5rem; padding: .45rem .9rem; border-radius: .4rem; background: var(--link); color: var(--card); font-weight: 600; text-decoration: none; }
.action:hover { text-decoration: underline; }
.url { color: var(--muted); font: .8rem/1.4 ui-monospace, monospace; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; margin: .5rem 0 0; }
code { font-size: 1.05rem; letter-spacing: .08em; }
`;

/** The page's policy: its own stylesheet and links, no script, no other resource. */
export const MAILBOX_PAGE_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** A link for an http(s) address, plain text for anything else (a javascript: URL stays inert). */
function link(address: string): string {
  try {
    const { protocol } = new URL(address);
    if (protocol === 'http:' || protocol === 'https:') return `<a href="${escapeHtml(address)}">${escapeHtml(address)}</a>`;
  } catch {
    // not an absolute URL: shown as text
  }
  return escapeHtml(address);
}

const URLS = /https?:\/\/[^\s<>"']+/g;

/** What following a mail's link does, as its link's text. */
const ACTIONS: Record<Mail['kind'], string> = {
  confirmation: 'Confirm the address',
  recovery: 'Reset the password',
  magiclink: 'Sign in',
  email_change: 'Confirm the new address',
  invitation: 'Open the invitation',
};

/** The mail's own link as a button-like link, with the address in full beneath it. */
function action(mail: Mail): string {
  if (mail.link === '') return '';
  const label = escapeHtml(ACTIONS[mail.kind] ?? 'Open the link');
  let safe = false;
  try {
    const { protocol } = new URL(mail.link);
    safe = protocol === 'http:' || protocol === 'https:';
  } catch {
    // not an absolute URL: shown as text only
  }
  const button = safe ? `<p><a class="action" href="${escapeHtml(mail.link)}">${label}</a></p>` : '';
  return `${button}<p class="url">${escapeHtml(mail.link)}</p>`;
}

/** The body with its addresses as links, everything else escaped. */
function body(text: string): string {
  let html = '';
  let at = 0;
  for (const match of text.matchAll(URLS)) {
    html += escapeHtml(text.slice(at, match.index)) + link(match[0]);
    at = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(at));
}

const sentAt = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

function mailItem(mail: Mail, id: string): string {
  return `<li><article aria-labelledby="${id}">
<h3 id="${id}">${escapeHtml(mail.subject)}</h3>
<p class="meta"><time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(sentAt(mail.sentAt))}</time> · ${escapeHtml(mail.kind)}</p>
${mail.token ? `<p>One-time code: <code>${escapeHtml(mail.token)}</code></p>` : ''}
${mail.text ? `<pre>${body(mail.text)}</pre>` : ''}
${action(mail)}
</article></li>`;
}

function addressSection(address: string, mails: Mail[], index: number): string {
  const heading = `address-${index}`;
  const items = mails.map((mail, i) => mailItem(mail, `mail-${index}-${i}`)).join('\n');
  return `<section aria-labelledby="${heading}">
<h2 id="${heading}"><a href="/_dev/mailbox?email=${encodeURIComponent(address)}">${escapeHtml(address)}</a></h2>
${mails.length > 0 ? `<ol>${items}</ol>` : '<p>No mail to this address yet.</p>'}
</section>`;
}

/** The page for `boxes` (address -> mails, newest first); `only` names the address asked for. */
export function mailboxPage(boxes: Map<string, Mail[]>, only?: string): string {
  const sections = [...boxes].map(([address, mails], index) => addressSection(address, mails, index)).join('\n');
  const lead = only
    ? `The mails sent to ${escapeHtml(only)}, newest first. <a href="/_dev/mailbox">Every address</a>`
    : 'The mails this local backend sent (sign-up confirmation, password reset, magic link, studio invitation), newest first. They live in memory until the server stops.';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${only ? `${escapeHtml(only)} - ` : ''}Development mailbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Development mailbox</h1>
<p class="lead">${lead}</p>
${sections || '<p>No mail yet. Sign up or ask for a password reset in the app, then reload this page.</p>'}
</main>
</body>
</html>
`;
}
