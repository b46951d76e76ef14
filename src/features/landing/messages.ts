// Texts of the landing page. Quoted product texts (buttons, claims, loading) are exact.

export const HERO = {
  claim: 'Trusted by 1000+ wellness professionals',
  title: 'AI content creation for wellness professionals',
  lead: 'Blog articles, social posts, newsletters, emails, website copy, images and video scripts in the voice of your studio, ready in minutes, even offline.',
  startCreating: 'Start Creating Now',
  goToDashboard: 'Go to Dashboard',
  learnMore: 'Learn More',
};

export const HERO_STATS = [
  { value: '1000+', label: 'Wellness professionals' },
  { value: '300%', label: 'Engagement boost' },
  { value: '9', label: 'Content tools' },
] as const;

export const FEATURES = {
  title: 'Everything you need to create wellness content',
  lead: 'Nine tools that know your brand, your services and your audience. The writing runs on your device from your brand and facts: no AI model, no network needed.',
  open: 'Open tool',
};

export const TESTIMONIALS_TEXT = {
  title: 'Loved by wellness professionals',
  note: 'Sample stories for illustration.',
};

export const PRICING = {
  title: 'Simple, transparent pricing',
  lead: 'Monthly credits for every tool. Credits reset each month; cancel anytime.',
  loading: 'Loading pricing plans...',
  mostPopular: 'Most Popular',
  perMonth: '/month',
  choose: 'Get Started',
};

export const CLOSING = {
  title: 'Ready to grow your wellness business?',
  lead: 'Join the studios, clinics and retreats that create a month of content in an afternoon.',
  trial: 'Start Your Free Trial',
  demo: 'Get a Demo',
};
