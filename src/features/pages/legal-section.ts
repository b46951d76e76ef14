// The shape of a legal page's text: numbered sections of paragraphs and lists.

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { readonly list: readonly string[] };

export interface LegalSection {
  /** Anchor id, also the stable name tests use to check the sections' order. */
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly LegalBlock[];
  /** Ends the section with the company's postal and email contact card. */
  readonly withContactCard?: boolean;
}
