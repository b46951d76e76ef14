import { describe, expect, it } from 'vitest';
import { defaultChannel, PLAN_PROBLEMS, planProblem } from './content-plan.ts';

describe('the channel an item goes out on', () => {
  it('is the platform a post or a video was made for, the first one named', () => {
    expect(defaultChannel('social', { platforms: ['linkedin', 'instagram'] })).toBe('linkedin');
    expect(defaultChannel('video', { platform: 'facebook' })).toBe('facebook');
  });

  it('is the tool’s own channel otherwise, whatever the metadata says', () => {
    expect(defaultChannel('newsletter', { platform: 'facebook' })).toBe('newsletter');
    expect(defaultChannel('communication')).toBe('email');
    expect(defaultChannel('seo')).toBe('website');
    expect(defaultChannel('social', { platforms: ['tiktok'] })).toBe('instagram');
  });
});

describe('a plan the database would refuse', () => {
  it('names a scheduled item without its date and a published one without its moment', () => {
    expect(planProblem({ status: 'scheduled', scheduled_for: null, published_at: null })).toBe(PLAN_PROBLEMS.scheduledWithoutDate);
    expect(planProblem({ status: 'published', scheduled_for: null, published_at: null })).toBe(PLAN_PROBLEMS.publishedWithoutDate);
    expect(planProblem({ status: 'scheduled', scheduled_for: '2026-12-24T08:30:00.000Z', published_at: null })).toBeNull();
    expect(planProblem({ status: 'draft', scheduled_for: null, published_at: null })).toBeNull();
  });
});
