// The client communication tool's form and output and their defaults.
import { COMMUNICATION_TONES } from '#domain/studio-options.ts';
import type { ToolDefaults } from '../../hooks/use-tool-draft.ts';

export type CommunicationForm = {
  communicationType: string;
  clientName: string;
  inquiryType: string;
  urgency: string;
  tone: string;
  /** The client's message as it arrived (the field drafts have always kept it in). */
  context: string;
  services: string;
  /** The staff's notes: what to answer and the next steps. */
  nextSteps: string;
  /** Details for the client: dates, prices, what to bring. */
  additionalInfo: string;
};

export type CommunicationOutput = { subject: string; body: string };

export function communicationDefaults(): ToolDefaults<CommunicationForm, CommunicationOutput> {
  return {
    form: {
      communicationType: '',
      clientName: '',
      inquiryType: '',
      urgency: 'routine',
      tone: COMMUNICATION_TONES[0],
      context: '',
      services: '',
      nextSteps: '',
      additionalInfo: '',
    },
    output: { subject: '', body: '' },
  };
}
