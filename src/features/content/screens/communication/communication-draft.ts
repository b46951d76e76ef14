// The client communication tool's form and output and their defaults.
import { COMMUNICATION_TONES } from '#domain/studio-options.ts';
import type { ToolDefaults } from '../../hooks/use-tool-draft.ts';

export type CommunicationForm = {
  communicationType: string;
  clientName: string;
  inquiryType: string;
  urgency: string;
  tone: string;
  context: string;
  services: string;
  nextSteps: string;
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
