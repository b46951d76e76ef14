// A link a studio types for a button ("www.lagoonflow.mu/solstice",
// "https://lagoonflow.mu/book"): accepted when it is a web address, and then
// given an https:// start for an href; anything else (a phone number, a sentence,
// a "javascript:" address) is refused, so no button points nowhere or somewhere unsafe.

/** The message a form shows under a link that is not a web address. */
export const WEB_ADDRESS_INVALID = 'This is not a web address (e.g. www.yourstudio.com/book), so the button will have no link.';

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}$/i;

/** The link as an href ("https://..."), or undefined when it is not a web address. */
export function webAddress(text: string | undefined): string | undefined {
  const typed = (text ?? '').trim();
  if (typed === '' || /\s/.test(typed)) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(typed) ? typed : `https://${typed.replace(/^\/\//, '')}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (!HOST.test(url.hostname)) return undefined;
  return url.href.replace(/\/$/, withScheme.endsWith('/') ? '/' : '');
}

/** Whether the form should warn: something typed that is not a web address. */
export function webAddressProblem(text: string | undefined): string | undefined {
  return (text ?? '').trim() !== '' && webAddress(text) === undefined ? WEB_ADDRESS_INVALID : undefined;
}
