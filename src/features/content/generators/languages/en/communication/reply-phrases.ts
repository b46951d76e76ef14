// Building blocks of a client reply: the opening per communication type, the
// answer per inquiry type, the default next step per communication type, and
// the subject line. Slots: ../../../shared/slots.ts plus {inquiry}.

import type { CommunicationType, InquiryType } from '#domain/studio-options.ts';
import type { Voice } from '../../../shared/voice.ts';

export const OPENINGS: Record<CommunicationType, string> = {
  'inquiry-response': 'Thank you for getting in touch with {business} about {inquiry}. We are happy to help.',
  'booking-confirmation': 'Thank you for your booking. We are delighted to confirm it and look forward to welcoming you.',
  'follow-up': 'Thank you for joining us for your recent session. We hope you left feeling lighter and cared for.',
  'appointment-reminder': 'This is a friendly reminder about your upcoming appointment with us at {business}.',
  'feedback-response': 'Thank you for taking the time to share your feedback with us. It genuinely helps us improve.',
  'concern-resolution': 'Thank you for letting us know about your concern, and I am sorry for any frustration this has caused.',
};

/** Openings for the next variant of a reply: another way in, not the same words reshuffled. */
export const ALT_OPENINGS: Record<CommunicationType, string> = {
  'inquiry-response': 'It was lovely to hear from you, and we are glad to answer your question about {inquiry}.',
  'booking-confirmation': 'Good news: your place at {business} is booked, and everything is ready for your visit.',
  'follow-up': 'We have been thinking about your last session at {business} and wanted to check in.',
  'appointment-reminder': 'Your appointment at {business} is coming up soon, so here is everything you need.',
  'feedback-response': 'Your feedback reached the whole team, and we are grateful you took the time to write.',
  'concern-resolution': 'I have read your message carefully, and I want to put this right for you.',
};

export const URGENCY_LINES = {
  routine: 'We aim to answer every message within 24–48 hours, so you can expect to hear from us again within that time if anything else is needed.',
  priority: 'As this is a priority request, we will get back to you with everything you need the same day.',
  urgent: 'Because this is urgent, a member of our team will contact you personally within 2 hours.',
} as const;

export const ALT_URGENCY_LINES = {
  routine: 'You will usually hear back from us within one or two working days.',
  priority: 'We are treating this as a priority and will reply today.',
  urgent: 'A member of our team will call or write to you within the next 2 hours.',
} as const;

export const INQUIRY_ANSWERS: Record<InquiryType, string> = {
  general:
    'We offer {service} and {service2}, with a focus on {specialty} and {specialty2}, and we are happy to suggest a good starting point.',
  pricing:
    "I'll send you the current prices, so you can choose what suits you.",
  booking:
    'If you let us know the days and times that suit you best, we will find the right session for you.',
  services:
    'Our {service} and {service2} draw on {specialty} and {specialty2}, and I am happy to tell you more about any of them.',
  cancellation:
    "Life happens, and we understand. I'll check the options for your booking and let you know what we can do.",
  health:
    "Your safety comes first. We can't give medical advice, so please check with your doctor if you are unsure whether a practice is right for you, and tell us about anything we should know.",
  retreats:
    'Our retreats and workshops are a lovely way to go deeper, and I am happy to answer anything else about them.',
  corporate:
    'We would be glad to talk with you about bringing {service} to your team.',
};

export const DEFAULT_NEXT_STEPS: Record<CommunicationType, string> = {
  'inquiry-response': 'Simply reply to this message with any questions, or book directly when you are ready.',
  'booking-confirmation': 'If anything changes on your side, just reply to this message.',
  'follow-up': 'When you are ready, book your next session so we can build on the good work you have started.',
  'appointment-reminder': 'If you need to reschedule, just reply to this message and we will find a new time.',
  'feedback-response': 'We will share your comments with the team and let you know what we change as a result.',
  'concern-resolution': 'I will personally look into this and keep you updated until it is fully resolved.',
};

export const SUBJECTS: Record<CommunicationType, string> = {
  'inquiry-response': 'Your question about {inquiry}',
  'booking-confirmation': 'Your booking at {business} is confirmed',
  'follow-up': 'Thank you for your session at {business}',
  'appointment-reminder': 'Reminder: your upcoming appointment at {business}',
  'feedback-response': 'Thank you for your feedback',
  'concern-resolution': 'Following up on your concern',
};

export const CLOSING_LINES: Record<Voice, string> = {
  professional: 'If there is anything else we can help with, please do not hesitate to contact us.',
  friendly: 'Do not hesitate to reach out if anything else comes up; we are always happy to chat.',
  inspiring: 'We are excited to support you on your {journey} and cannot wait to see where it takes you.',
  expert: 'If you would like more detail on our approach or qualifications, we are happy to provide it.',
  calming: 'Please know that we are here for you, and that your wellbeing is always our priority.',
  energetic: "We can't wait to see you; it's going to be great!",
};
