// The question a reply asks the client when the tone template asks for questions: one
// about her visit she can answer in her reply, per communication type.

import type { CommunicationType } from '#domain/studio-options.ts';

export const ASK_BACK: Record<CommunicationType, readonly string[]> = {
  'inquiry-response': [
    'What would you most like to get from your time with us?',
    'Is there anything that would help you feel more at ease before you come?',
    'What made you think of {business} in the first place?',
    'Is there a time of day when you find it easiest to slow down?',
  ],
  'booking-confirmation': [
    'Is there anything you would like us to know before you arrive?',
    'What are you most looking forward to?',
    'Is there anything we could prepare to make your visit easier?',
    'How are you hoping to feel when you leave?',
  ],
  'follow-up': [
    'How has your body felt in the days since?',
    'What stayed with you most from the session?',
    'Is there anything you would like more of next time?',
    'Have you found a moment for yourself since your visit?',
  ],
  'appointment-reminder': [
    'Is there anything on your mind that you would like to tell us beforehand?',
    'What would make this appointment feel worthwhile for you?',
    'Is there anything you would like us to focus on this time?',
    'How have you been feeling since we last saw you?',
  ],
  'feedback-response': [
    'Is there anything else you would like us to look at?',
    'What would make your next visit even better?',
    'Was there a moment of your visit that stood out for you?',
    'What would you tell a friend who was thinking of coming?',
  ],
  'concern-resolution': [
    'What would help put this right for you?',
    'Is there anything else about your visit you would like us to know?',
    'How would you like us to keep you updated?',
    'Is there a time that suits you for a short call about it?',
  ],
};
