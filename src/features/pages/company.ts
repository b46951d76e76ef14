// Who runs the product and how to reach them: one place for every static page.

export const COMPANY = {
  product: 'Wellness Content Studio',
  legalName: 'Serenity Digital Ltd',
  city: 'Port Louis',
  country: 'Mauritius',
  email: 'hello@example.com',
  responseTime: 'within 24 hours on business days',
} as const;

export const MAILTO = `mailto:${COMPANY.email}`;

export const LEGAL_LAST_UPDATED = 'January 2025';
