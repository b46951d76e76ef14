// The order an email's blocks come in, one layout per take, so a regenerated email
// is built differently and not only worded differently: it leads with a feeling, with
// the news, with a question or with its date (or, without one, with its details).

export const LAYOUTS = ['feeling', 'news', 'question', 'date'] as const;
export type Layout = (typeof LAYOUTS)[number];

export type EmailParts = {
  greeting: string;
  /** A short first line in the register, for the layouts that open with a feeling. */
  lead: string;
  opening: string;
  question: string;
  dateLead: string;
  keyMessage: string;
  details: string;
  points: string;
  closing: string;
  action: string;
  signature: string;
  postscript: string;
};

const line = (...sentences: string[]) => sentences.filter(Boolean).join(' ');

export function layoutOf(seed: number, take: number): Layout {
  return LAYOUTS[(seed + take) % LAYOUTS.length] as Layout;
}

export function assemble(layout: Layout, p: EmailParts): string {
  const dated = layout === 'date' && (p.dateLead || p.details);
  const blocks = {
    feeling: [line(p.lead, p.opening, p.question), p.keyMessage, p.details, p.points, p.closing, p.action],
    news: [p.keyMessage, line(p.opening, p.question), p.details, p.points, p.action, p.closing],
    question: [line(p.question, p.opening), p.points, p.keyMessage, p.details, p.action],
    date: dated
      ? [p.dateLead || p.details, p.keyMessage, p.dateLead ? p.details : '', line(p.opening, p.question), p.points, p.closing, p.action]
      : [line(p.opening, p.question), p.keyMessage, p.details, p.points, p.action, p.closing],
  }[layout];
  // The question layout keeps its closing for a P.S. when the notes ask for none.
  const postscript = layout === 'question' && !p.postscript && p.closing ? `P.S. ${p.closing}` : layout === 'question' ? line(p.postscript, p.closing) : p.postscript;
  return [p.greeting, ...blocks, p.signature, postscript].filter((block) => block.trim() !== '').join('\n\n');
}
