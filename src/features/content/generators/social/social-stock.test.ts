// No stock sentence in more than one in five posts: across varied topics, audiences,
// keywords, tones, templates and takes, the posts ask and sign off in other words.

import { describe, expect, it } from 'vitest';
import { stockSentences } from '../polish/measures.ts';
import { STUDIO } from '../shared/studio-context.fixture.ts';
import { BOLD, SERENE } from '../shared/tone-templates.fixture.ts';
import { generateSocialPosts, type SocialInput } from './generate-social-posts.ts';

const INPUTS: Omit<SocialInput, 'platforms'>[] = [
  { topic: 'Morning yoga before work', targetAudience: 'busy mums', keywords: ['morning yoga', 'self-care'], tone: 'Calming & Mindful' },
  { topic: 'Our new reformer pilates studio in Cape Town', targetAudience: 'runners', keywords: ['reformer pilates'], tone: 'Energetic & Motivating' },
  { topic: '', targetAudience: 'new clients', keywords: ['hot stone massage', 'spa day'], tone: 'Professional & Informative' },
  { topic: 'Breathwork for better sleep', targetAudience: 'people who sleep badly', keywords: ['breathwork'], tone: 'Warm & Friendly', callToAction: 'Sign up on our website' },
  { topic: 'Summer retreat in Portugal', targetAudience: 'women over 40', keywords: ['yoga retreat', 'portugal'], tone: 'Inspiring & Uplifting' },
  { topic: 'Strength classes for beginners', targetAudience: 'beginners', keywords: ['strength training'], tone: 'Expert & Educational' },
];

describe('social posts across a corpus', () => {
  it('say no stock sentence (a call to action, a filler, a "save this post") in more than one in five posts', () => {
    const outputs = INPUTS.flatMap((input) =>
      [{}, STUDIO, { ...STUDIO, toneTemplate: SERENE }, { ...STUDIO, toneTemplate: BOLD }].flatMap((ctx) =>
        [0, 1].flatMap((variant) =>
          generateSocialPosts({ ...input, platforms: ['instagram', 'facebook', 'linkedin'], wordCount: 100, numHashtags: 5 }, { ...ctx, variant }).posts.map((post) => ({
            text: post.text,
            inputs: [input.topic ?? '', input.targetAudience ?? '', ...(input.keywords ?? []), input.callToAction ?? ''],
          })),
        ),
      ),
    );
    expect(stockSentences(outputs, 0.2).map((s) => `${s.sentence} ${Math.round(s.share * 100)}%`)).toEqual([]);
  });
});
