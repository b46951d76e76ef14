// What every generator gets besides its form (brand profile, content preferences
// merged with their defaults, the default tone template, the output language
// from the profile's preferred language), from the device
// database through the data layer's live hooks.
import { useMemo } from 'react';
import { usePreferences } from '#sync/preferences.ts';
import { useProfile } from '#sync/profile.ts';
import { type ContentPreferences, emotionalToneFrom, type ToneTemplate } from '#domain/brand.ts';
import { type ToneTemplateDoc, useTemplates } from '#sync/templates.ts';
import { type GeneratorContext, generatorContext } from '../generators/shared/context.ts';
import { mergePreferences } from '#domain/preferences.ts';
import { firstFailure, type ReadFailure } from '../../../ui/read-failed.tsx';

/**
 * `voiceLoading`: the brand profile, the preferences or the default tone template not read yet.
 * A tool waits for all three (its draft is not ready before), so nothing is ever written
 * in a voice half known, and the screen never names a voice it then changes.
 */
export type StudioContext = {
  ctx: GeneratorContext;
  prefs: ContentPreferences;
  voiceLoading: boolean;
  /** The profile, the preferences or the templates could not be read: the tool must not write in a voice it does not know. */
  voiceFailed: ReadFailure | null;
};

function toneTemplate(doc: ToneTemplateDoc | null): ToneTemplate | undefined {
  if (!doc) return undefined;
  const emotional_tone = emotionalToneFrom(doc.content_preferences?.emotional_tone);
  return { ...doc, content_preferences: { ...doc.content_preferences, emotional_tone } };
}

export function useStudioContext(): StudioContext {
  const profile = useProfile();
  const preferences = usePreferences();
  const templates = useTemplates();
  const voiceLoading = profile.loading || preferences.loading || templates.loading;
  const { defaultTemplate } = templates;
  const failedError = firstFailure(profile, preferences, templates)?.error ?? null;
  const { retry } = profile;
  return useMemo(() => {
    const stored = preferences.preferences;
    const prefs: ContentPreferences = {
      blog: mergePreferences('blog', stored.blog),
      social: mergePreferences('social', stored.social),
      newsletter: mergePreferences('newsletter', stored.newsletter),
      website: mergePreferences('website', stored.website),
    };
    const ctx: GeneratorContext = generatorContext({ profile: profile.profile ?? undefined, preferences: prefs, toneTemplate: toneTemplate(defaultTemplate) });
    return { ctx, prefs, voiceLoading, voiceFailed: failedError ? { error: failedError, retry } : null };
  }, [profile.profile, preferences.preferences, defaultTemplate, voiceLoading, failedError, retry]);
}
