// The terms of service's text, its 12 sections in order; the billing rules are the
// product's (docs/product.md).
import { COMPANY } from './company.ts';
import type { LegalSection } from './legal-section.ts';

export const TERMS_INTRO = `These terms govern your use of ${COMPANY.product}. Please read them carefully: by using the studio you agree to them.`;

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: '1. Agreement to Terms',
    blocks: [
      `${COMPANY.product} (the "Service") is provided by ${COMPANY.legalName}, ${COMPANY.city}, ${COMPANY.country} ("we", "us"). By creating an account or using the Service you agree to these terms and to our Privacy Policy.`,
      'If you use the Service for a business, you confirm that you may accept these terms on its behalf. If you do not agree, do not use the Service.',
    ],
  },
  {
    id: 'service-description',
    title: '2. Description of Service',
    blocks: [
      'The Service is an installable web app in which wellness professionals create marketing content: blog articles, social media posts, newsletters, website copy, marketing emails, client communication, images, SEO analysis and video scripts, guided by their brand profile.',
      'The text tools work on your device, also without a connection; your work is saved on the device and synced with our servers when you are back online. Image generation needs a connection: images you request offline are created once you reconnect.',
      'Generated content is a draft. You are responsible for reviewing it before you publish it, in particular any statement about health. The Service does not give medical advice.',
    ],
  },
  {
    id: 'user-accounts',
    title: '3. User Accounts',
    blocks: [
      {
        list: [
          'You must be at least 18 years old to create an account.',
          'One account per person or business. Do not share your sign-in details.',
          'Give accurate information and keep it up to date.',
          'Keep your password secure. You are responsible for what happens in your account, and you must tell us at once if you suspect someone else is using it.',
          'On a shared device, sign out when you are done: signing out removes your data from that device.',
        ],
      },
    ],
  },
  {
    id: 'subscription-billing',
    title: '4. Subscription Plans and Billing',
    blocks: [
      'Each plan gives a monthly allowance of credits, and each generation uses credits according to its size: for example, a blog post uses 5 to 10 credits and a social media post 1 to 2. Current plans and prices are shown on our pricing page and before you pay. The Starter plan starts with a 14-day free trial.',
      {
        list: [
          'Subscriptions are billed monthly in advance through our payment provider.',
          'Credits reset at the start of each billing period. Unused credits do not roll over.',
          'Fees are non-refundable, except where the law requires a refund. If the Service does not suit you, contact us within the first 7 days of your subscription and we will discuss a refund.',
          'We announce price changes at least 30 days before they apply; they take effect from your next billing period.',
          'You may cancel at any time; you keep access until the end of the period you have paid for. A change of plan takes effect immediately, with the price adjusted pro rata.',
        ],
      },
    ],
  },
  {
    id: 'acceptable-use',
    title: '5. Acceptable Use',
    blocks: [
      'You agree not to use the Service to:',
      {
        list: [
          'publish false or misleading health claims, such as promising to cure or treat a disease;',
          'create unlawful, hateful, harassing or deceptive content, or spam;',
          "infringe anyone else's intellectual property or privacy;",
          'attempt to get around credit limits, break or probe our security, or overload our systems;',
          'copy, resell or give others access to the Service without our written agreement.',
        ],
      },
      'We may remove content or suspend an account that breaks these rules.',
    ],
  },
  {
    id: 'intellectual-property',
    title: '6. Intellectual Property',
    blocks: [
      'Content you create with the Service belongs to you, as do the information and materials you provide. You give us only the limited permission needed to store, process and sync them in order to provide the Service to you.',
      'The Service itself (its software, design, templates and prompts) belongs to us and is protected by law. AI tools can produce text or images similar to those produced for others; you are responsible for making sure that the way you use generated content does not infringe the rights of others.',
    ],
  },
  {
    id: 'service-availability',
    title: '7. Service Availability',
    blocks: [
      'We work to keep the Service available, but we do not guarantee that it will be uninterrupted or error-free. We may pause it for maintenance and change or improve its features.',
      'During an interruption the text tools keep working on your device, and your changes sync when the connection to our servers returns. Signing in for the first time on a device, image generation and payments need a connection.',
    ],
  },
  {
    id: 'limitation-of-liability',
    title: '8. Limitation of Liability',
    blocks: [
      'The Service is provided "as is". To the extent the law allows, we are not liable for indirect or consequential losses, such as lost profits, lost business or lost data, nor for content you publish.',
      'Our total liability for any claim is limited to the amount you paid us in the 12 months before the claim. Nothing in these terms limits liability that cannot be limited by law.',
    ],
  },
  {
    id: 'termination',
    title: '9. Termination',
    blocks: [
      `You may stop using the Service and close your account at any time by writing to ${COMPANY.email}. We may suspend or close an account that breaks these terms, with notice where reasonable.`,
      'When an account is closed, access ends and your data is deleted as described in our Privacy Policy, so copy or download any content you want to keep first. Sections 6, 8 and 10 continue to apply after termination.',
    ],
  },
  {
    id: 'governing-law',
    title: '10. Governing Law',
    blocks: [
      `These terms are governed by the laws of the Republic of ${COMPANY.country}, and the courts of ${COMPANY.country} have jurisdiction over any dispute. Before going to court, please contact us so that we can try to resolve the matter together. This does not remove any protection that the consumer law of your own country gives you.`,
    ],
  },
  {
    id: 'changes-to-terms',
    title: '11. Changes to Terms',
    blocks: [
      'We may update these terms. We will change the "Last updated" date above and, for important changes, tell you by email or in the app before they take effect. If you keep using the Service afterwards, you accept the new terms.',
    ],
  },
  {
    id: 'contact',
    title: '12. Contact Information',
    blocks: ['Questions about these terms? Contact us:'],
    withContactCard: true,
  },
];
