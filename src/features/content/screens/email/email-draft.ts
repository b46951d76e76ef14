// The email tool's form and output and their defaults.
import { EMAIL_TONES } from '#domain/studio-options.ts';
import type { ToolDefaults } from '../../hooks/use-tool-draft.ts';

export type EmailForm = {
  campaignType: string;
  subject: string;
  audience: string;
  goal: string;
  tone: string;
  keyMessage: string;
  /** Pasted details for the reader: every fact in them is printed. */
  details: string;
  callToAction: string;
  /** The web address the call to action points to. */
  ctaLink: string;
  additionalNotes: string;
};

export type EmailOutput = { subject: string; preheader: string; body: string };

export function emailDefaults(): ToolDefaults<EmailForm, EmailOutput> {
  return {
    form: { campaignType: '', subject: '', audience: '', goal: '', tone: EMAIL_TONES[0], keyMessage: '', details: '', callToAction: '', ctaLink: '', additionalNotes: '' },
    output: { subject: '', preheader: '', body: '' },
  };
}
