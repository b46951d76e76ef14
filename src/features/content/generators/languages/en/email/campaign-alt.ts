// A second take on each campaign, for the next variant: another opening and
// closing, another heading for the points and the key message first, so
// regenerating gives a different email rather than the same one reshuffled.

import type { CampaignType } from '#domain/studio-options.ts';
import type { CampaignAlt } from '../../language-pack.ts';

export const CAMPAIGN_ALT: Record<CampaignType, CampaignAlt> = {
  promotional: {
    opening: 'This month we are making it a little easier to give yourself some time at {business}.',
    listLead: 'At {business}, you will find:',
    closing: 'If you have any questions about the offer, simply reply to this email.',
  },
  nurture: {
    opening: 'Between sessions, the small things you do at home matter more than you might think.',
    listLead: 'Three ideas for this week:',
    closing: 'None of this needs to be perfect; a few minutes most days is plenty.',
  },
  welcome: {
    opening: 'Thank you for joining {business}; we are delighted you found us.',
    listLead: 'From now on, you can expect:',
    closing: 'Our door is open, so come and say hello whenever you are ready.',
  },
  newsletter: {
    opening: 'A lot has happened at {business} lately, and we wanted to share the highlights with you.',
    listLead: 'This time, you will find:',
    closing: 'As always, thank you for reading and for being part of our community.',
  },
  event: {
    opening: 'We are hosting something special at {business}, and we would love you to be there.',
    listLead: 'A few details:',
    closing: 'We would love to have you with us.',
  },
  reactivation: {
    opening: 'We have been thinking of you at {business} and wondered how you are.',
    listLead: 'When you come back:',
    closing: 'There is no catching up to do; simply come back when it suits you.',
  },
};
