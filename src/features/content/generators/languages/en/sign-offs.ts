import type { Voice } from '../../shared/voice.ts';

/** The closing word of an email or letter, per voice. */
export const SIGN_OFFS: Record<Voice, string> = {
  professional: 'Kind regards,',
  friendly: 'Warmly,',
  inspiring: 'Believing in you,',
  expert: 'In good health,',
  calming: 'With gentle wishes,',
  energetic: 'Cheering you on,',
};
