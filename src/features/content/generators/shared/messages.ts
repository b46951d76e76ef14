// The generators' validation toasts, exactly as spec section 5 words them. For the
// toasts the spec gives only one text, that text is the description and the
// title is 'Missing Information'.

export type ToastText = { title: string; description: string };

const MISSING = 'Missing Information';

export const GENERATOR_MESSAGES = {
  blogKeywords: { title: 'Missing Keywords', description: 'Please enter focus keywords first.' },
  blogArticle: { title: MISSING, description: 'Please select a title and choose a tone.' },
  social: {
    title: MISSING,
    description: 'Please select a platform, enter target audience, and add at least one keyword.',
  },
  newsletter: { title: MISSING, description: 'Please fill in the topic and select a template.' },
  websiteBasics: { title: MISSING, description: 'Please enter business name and focus keywords first.' },
  websiteH1: { title: 'Missing H1', description: 'Please select an H1 headline first.' },
  /** Not in the spec: a section cannot be written without its H2 title. */
  websiteH2: { title: 'Missing H2', description: 'Please add an H2 headline first.' },
  email: { title: MISSING, description: 'Please fill in campaign type, subject, and target audience' },
  communication: { title: MISSING, description: 'Please select communication type and inquiry type' },
} as const satisfies Record<string, ToastText>;
