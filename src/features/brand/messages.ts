// Texts of the brand profile form, on /profile (Brand Setup) and in the settings
// profile tab. Quoted product texts (toasts, the save rule) are exact.

export const BRAND_SETUP = {
  title: 'Brand Setup',
  lead: 'Tell us about your business once: every article, post and email the studio writes will sound like you.',
  save: 'Save Brand Profile',
  saving: 'Saving...',
  saved: 'Brand Profile Saved!',
  savedDescription: 'Your brand profile is saved. Your content will now follow it.',
  failed: 'Save Failed',
  failedDescription: 'There was an error saving your brand profile. Please try again.',
  loading: 'Loading your brand profile...',
};

export const PROFILE_SETTINGS = {
  save: 'Save Changes',
  saving: 'Saving...',
  saved: 'Profile Updated!',
  savedDescription: 'Your brand profile has been updated.',
  failed: 'Save Failed',
  failedDescription: 'There was an error updating your profile. Please try again.',
};

export const SAVE_RULE = 'Complete at least 50% to save your profile';

export const BRAND_SECTIONS = {
  timeZone: 'Time zone',
  timeZoneHint: "The studio's calendar puts each planned piece on its day in this zone.",
  business: 'Business Information',
  businessName: 'Business name',
  businessType: 'Business type',
  chooseType: 'Choose a business type',
  description: 'Business description',
  descriptionHint: 'What you offer, where, and what makes your practice different.',
  website: 'Website URL',
  services: 'Primary Services',
  servicesHint: 'Choose at least one.',
  specialties: 'Wellness Specialties',
  specialtiesHint: 'Choose at least one.',
  personality: 'Brand Personality',
  personalityHint: 'Move each slider towards the side your brand leans to.',
  audience: 'Target Audience',
  audienceHint: 'Who you serve: age, life stage, goals, worries.',
  keywords: 'SEO Keywords',
  keywordsHint: 'Press Enter or Add after each keyword.',
  keywordsPlaceholder: 'e.g. yoga classes Port Louis',
  required: 'required',
};

export const PROGRESS = {
  title: 'Profile Completion',
  complete: (percent: number) => `${percent}% complete`,
  ready: 'Ready to save.',
};
