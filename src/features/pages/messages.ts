// Exact product texts of the static pages, shared by
// the screens and their tests.

export const CONTACT_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  invalidEmail: 'Please enter a valid email address',
  sending: 'Sending...',
  send: 'Send Message',
  sent: "Message sent successfully! We'll get back to you within 24 hours.",
} as const;

export const FAQ_MESSAGES = {
  emptyTitle: 'No questions found',
  emptyHint: 'Try adjusting your search terms or selecting a different category.',
} as const;

export const NOT_FOUND_MESSAGES = {
  code: '404',
  title: 'Oops! Page not found',
  home: 'Return to Home',
} as const;
