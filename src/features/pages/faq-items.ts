// The 15 questions of the FAQ page. Plan figures are the fallback plans
// (`domain/plans.ts`); credit costs, billing and support rules are the product's
// (docs/product.md).
import { COMPANY } from './company.ts';
import type { FaqItem } from './faq-categories.ts';

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'what-is-the-studio',
    question: `What is ${COMPANY.product}?`,
    answer:
      'An installable app that helps yoga studios, meditation centres, Ayurveda clinics, retreats, spas and wellness coaches create on-brand marketing content in minutes instead of evenings. You describe your topic, audience and tone; the studio drafts the content in your brand voice; you review, edit and publish it.',
    category: 'general',
    tags: ['overview', 'about', 'wellness', 'yoga', 'spa', 'coach'],
  },
  {
    id: 'install-on-phone',
    question: 'Can I install the studio on my phone or tablet?',
    answer:
      'Yes. Open the studio in your browser and choose "Install app" (or "Add to Home Screen" on iPhone and iPad). It then opens from your home screen like any other app, full screen, and keeps working when you lose your connection.',
    category: 'general',
    tags: ['install', 'mobile', 'iphone', 'android', 'ipad', 'home screen', 'app'],
  },
  {
    id: 'offline',
    question: 'Does the studio work without an internet connection?',
    answer:
      'Yes. Once you have signed in on a device, the text tools run on the device itself, so you can write posts, newsletters and replies at a retreat, in a rural venue or on a flight. Everything you create is saved on the device straight away and synced to your account when you are back online. Image generation needs a connection: images you request offline are created as soon as you reconnect.',
    category: 'features',
    tags: ['offline', 'sync', 'no internet', 'connection', 'travel', 'retreat'],
  },
  {
    id: 'content-types',
    question: 'What kinds of content can I create?',
    answer:
      'Nine tools cover the marketing of a wellness business: blog articles, social media posts for Instagram, Facebook and LinkedIn, newsletters, website copy, marketing emails, client communication replies, AI images, SEO analysis and optimisation, and video scripts.',
    category: 'features',
    tags: ['blog', 'social media', 'instagram', 'newsletter', 'website', 'email', 'images', 'seo', 'video'],
  },
  {
    id: 'brand-voice',
    question: 'How does the studio write in my brand voice?',
    answer:
      'Set up your brand profile once: your business, services, wellness specialties, target audience, SEO keywords and four personality sliders (spiritual to practical, calm to energetic, formal to casual, detailed to concise). Add content preferences per content type and reusable tone templates, and every generator follows them.',
    category: 'features',
    tags: ['brand', 'voice', 'tone', 'profile', 'personality', 'templates'],
  },
  {
    id: 'plans',
    question: 'What plans do you offer?',
    answer:
      'Three monthly plans: Starter at $29 a month with 200 credits, Professional at $79 a month with 500 credits, and Studio at $149 a month with 1,000 credits, our "Unlimited" content plan for busy studios. Current prices are always shown in the pricing section of our home page.',
    category: 'billing',
    tags: ['pricing', 'price', 'cost', 'starter', 'professional', 'studio', 'subscription'],
  },
  {
    id: 'credits',
    question: 'How do credits work?',
    answer:
      'Each generation uses credits according to its size: a blog post uses 5 to 10 credits, a social media post 1 to 2. Your credits reset at the start of every monthly billing period; unused credits do not roll over to the next month.',
    category: 'billing',
    tags: ['credits', 'allowance', 'usage', 'rollover', 'reset', 'monthly'],
  },
  {
    id: 'free-trial',
    question: 'Is there a free trial?',
    answer:
      'Yes. The Starter plan comes with a 14-day free trial, so you can create real content for your business before you pay anything.',
    category: 'billing',
    tags: ['trial', 'free', 'starter', 'try'],
  },
  {
    id: 'cancel-or-change',
    question: 'Can I change or cancel my plan?',
    answer:
      'Yes, at any time. When you cancel, you keep access until the end of the month you have paid for. A change of plan takes effect immediately and the price is adjusted pro rata. Subscriptions are billed monthly in advance and fees are non-refundable unless the law requires otherwise, but if the studio does not suit you, write to us within the first 7 days and we will discuss a refund.',
    category: 'billing',
    tags: ['cancel', 'upgrade', 'downgrade', 'refund', 'billing'],
  },
  {
    id: 'contact-support',
    question: 'How do I get help?',
    answer: `Send us a message through the contact page or email ${COMPANY.email}. We reply ${COMPANY.responseTime}, and Professional and Studio subscribers get priority support.`,
    category: 'support',
    tags: ['help', 'support', 'contact', 'email', 'response time'],
  },
  {
    id: 'forgot-password',
    question: 'I forgot my password. What should I do?',
    answer:
      'Choose "Forgot password?" on the sign-in page and enter your email address. We email you a link that opens a page where you choose a new password of at least 8 characters; mix uppercase and lowercase letters and numbers.',
    category: 'support',
    tags: ['password', 'reset', 'login', 'sign in', 'account'],
  },
  {
    id: 'data-storage',
    question: 'Where is my data stored, and who can see it?',
    answer:
      'Your data is stored on your own device, so the studio works offline, and on our servers, so it syncs between your devices. Connections are encrypted, and our database only ever lets your account read and change your own profile, drafts and history.',
    category: 'privacy',
    tags: ['data', 'security', 'storage', 'encryption', 'sync', 'gdpr'],
  },
  {
    id: 'shared-tablet',
    question: 'Is it safe to use the studio on a shared studio tablet?',
    answer:
      'Yes. Signing out removes your data from the device, so a signed-out shared tablet keeps none of your profile, drafts or history. Let the app finish syncing before you sign out, so that your latest changes are safe on our servers.',
    category: 'privacy',
    tags: ['shared device', 'tablet', 'sign out', 'staff', 'front desk'],
  },
  {
    id: 'content-ownership',
    question: 'Who owns the content I create?',
    answer:
      'You do. Content you create with the studio belongs to you, and you can publish it on your website, social media and newsletters. We never use your content or brand profile to train AI models. As with any AI draft, review it before you publish, especially statements about health.',
    category: 'legal',
    tags: ['ownership', 'copyright', 'rights', 'license', 'commercial use'],
  },
  {
    id: 'company',
    question: 'Who runs the studio, and which law applies?',
    answer: `${COMPANY.product} is operated by ${COMPANY.legalName}, based in ${COMPANY.city}, ${COMPANY.country}. Our Terms of Service are governed by the laws of ${COMPANY.country}, and you must be at least 18 years old to create an account.`,
    category: 'legal',
    tags: ['company', 'mauritius', 'terms', 'age', 'jurisdiction'],
  },
];
