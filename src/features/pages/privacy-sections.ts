// The privacy policy's text, its 11 sections in order.
import { COMPANY } from './company.ts';
import type { LegalSection } from './legal-section.ts';

export const PRIVACY_INTRO = `This policy explains what personal information ${COMPANY.product} collects, where it is kept (on your device and on our servers), what we do with it and the choices you have.`;

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'company-information',
    title: '1. Company Information',
    blocks: [
      `${COMPANY.product} is operated by ${COMPANY.legalName}, a company incorporated in the Republic of ${COMPANY.country} with its office in ${COMPANY.city}. ${COMPANY.legalName} is responsible for (the "controller" of) the personal information described in this policy.`,
      'We process personal information in line with the Data Protection Act 2017 of Mauritius and, where it applies to you, the EU General Data Protection Regulation (GDPR).',
    ],
  },
  {
    id: 'information-collected',
    title: '2. Information We Collect',
    blocks: [
      'We collect only what the studio needs to work for you:',
      {
        list: [
          'Account details: your name, email address, business name and business type. Your password is stored only as a one-way hash by our sign-in service; we never see it.',
          'Brand profile: business description, website, services, wellness specialties, target audience, brand personality settings, SEO keywords and preferred language.',
          'Your content: the inputs you give the generators, your drafts, generated content and its history, tone templates and content preferences, and the prompts and settings of images you ask us to create.',
          'Usage and subscription: the credits each generation uses, word counts, your plan, its status and billing period. Payments are handled by our payment provider; we never receive or store your full card number.',
          'Messages you send us by email or through the contact form.',
          'Technical data: our servers keep basic request logs (IP address, browser type, time of request) to keep the service secure and working.',
        ],
      },
      'So that the studio works without a connection, the app also keeps a copy of your account data in your browser\'s storage on each device where you sign in.',
    ],
  },
  {
    id: 'use-of-information',
    title: '3. How We Use Your Information',
    blocks: [
      {
        list: [
          'To provide the studio: generate content that follows your brand profile, preferences and tone templates, and keep your work available on every device you use.',
          'To sync: changes you make offline are saved on your device first and sent to our servers when you are back online.',
          'To run your subscription: count credits, reset them each month and manage billing.',
          'To send service emails such as account confirmation, password reset and billing notices.',
          'To answer your support requests.',
          'To keep the service secure, prevent abuse and fix problems.',
          'To improve the product using aggregated usage figures, such as which content types are used most.',
        ],
      },
      'We do not sell your personal information, we do not show advertising, and we do not use your content or brand profile to train AI models.',
    ],
  },
  {
    id: 'information-sharing',
    title: '4. How We Share Information',
    blocks: [
      'We share personal information only with service providers that help us run the studio, under contracts that limit their use of it to that purpose:',
      {
        list: [
          'Hosting and database providers, which store your synced data.',
          'Our payment provider, which processes subscription payments.',
          'Our image-generation provider, which receives the prompt, style, size, colours and text overlay of an image you request, but not your account details.',
          'Our email delivery provider, which sends service emails.',
        ],
      },
      'We may also disclose information when the law requires it, to protect the rights and safety of our users or the public, or to a buyer if our business is sold, in which case this policy continues to apply to your information.',
    ],
  },
  {
    id: 'data-security',
    title: '5. Data Security',
    blocks: [
      'Data travels between your device and our servers over encrypted connections (HTTPS). Our database enforces row-level security: each account can read and change only its own records.',
      'The copy kept on your device is protected by your device and browser, not by a separate password, so use a screen lock. Signing out removes your data from that device: a signed-out shared studio tablet keeps none of your data. Because signing out removes the local copy, let the app finish syncing before you sign out.',
      'No system is perfectly secure. If a breach affects your personal information, we will inform you and the authorities as the law requires.',
    ],
  },
  {
    id: 'your-rights',
    title: '6. Your Rights',
    blocks: [
      'You have the right to:',
      {
        list: [
          'access the personal information we hold about you and receive a copy of it;',
          'correct inaccurate information (most of it you can edit yourself in Settings);',
          'ask us to delete your information and close your account;',
          'object to or ask us to restrict certain processing;',
          'withdraw any consent you have given;',
          'complain to the Data Protection Office of Mauritius or to the authority of your own country.',
        ],
      },
      `To use these rights, email us at ${COMPANY.email}. We answer within one month.`,
    ],
  },
  {
    id: 'cookies',
    title: '7. Cookies and Local Storage',
    blocks: [
      'We use no advertising or third-party tracking cookies. The app uses only the browser storage it needs to work:',
      {
        list: [
          'Local storage for your sign-in session, so that you stay signed in.',
          'An on-device database (IndexedDB) holding your profile, drafts, history and settings, so that the studio works offline.',
          'The service worker cache, holding the app itself and the pricing plans, so that the app opens without a connection.',
        ],
      },
      'Clearing this site\'s data in your browser removes all of it and signs you out.',
    ],
  },
  {
    id: 'data-retention',
    title: '8. Data Retention',
    blocks: [
      'We keep your information while your account is open. When you delete an item, it is marked as deleted so that your other devices remove it too at their next sync.',
      'When you close your account, we delete your personal information from our servers, except billing records that tax and accounting laws require us to keep, and only for as long as they require it.',
      'The copy on a device stays there until you sign out or clear the site\'s data.',
    ],
  },
  {
    id: 'international-transfers',
    title: '9. International Data Transfers',
    blocks: [
      `We are based in ${COMPANY.country}, and some of our service providers process data in other countries. When your information leaves the country where you live, we protect it with the safeguards the Data Protection Act 2017 and, where it applies, the GDPR require, such as standard contractual clauses.`,
    ],
  },
  {
    id: 'policy-changes',
    title: '10. Changes to This Policy',
    blocks: [
      'We may update this policy when the studio or the law changes. We will change the "Last updated" date above and, for important changes, tell you by email or in the app before they take effect.',
    ],
  },
  {
    id: 'contact',
    title: '11. Contact Us',
    blocks: ['For any question about this policy or your personal information, contact us:'],
    withContactCard: true,
  },
];
