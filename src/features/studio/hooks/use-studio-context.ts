// What every generator gets besides its form (brand profile, content preferences
// merged with the spec's defaults, the default tone template), from the device
// database through the data layer's live hooks.
import { useMemo } from 'react';
import { usePreferences } from '#sync/preferences.ts';
import { useProfile } from '#sync/profile.ts';
import { type ContentPreferences, emotionalToneFrom, type ToneTemplate } from '#domain/brand.ts';
import { type ToneTemplateDoc, useTemplates } from '#sync/templates.ts';
import type { GeneratorContext } from '../generators/shared/context.ts';
import { mergePreferences } from '#domain/preferences.ts';

export type StudioContext = { ctx: GeneratorContext; prefs: ContentPreferences; prefsLoading: boolean };

function toneTemplate(doc: ToneTemplateDoc | null): ToneTemplate | undefined {
  if (!doc) return undefined;
  const emotional_tone = emotionalToneFrom(doc.content_preferences?.emotional_tone);
  return { ...doc, content_preferences: { ...doc.content_preferences, emotional_tone } };
}

export function useStudioContext(): StudioContext {
  const { profile } = useProfile();
  const { preferences, loading } = usePreferences();
  const { defaultTemplate } = useTemplates();
  return useMemo(() => {
    const prefs: ContentPreferences = {
      blog: mergePreferences('blog', preferences.blog),
      social: mergePreferences('social', preferences.social),
      newsletter: mergePreferences('newsletter', preferences.newsletter),
      website: mergePreferences('website', preferences.website),
    };
    const ctx: GeneratorContext = { profile: profile ?? undefined, preferences: prefs, toneTemplate: toneTemplate(defaultTemplate) };
    return { ctx, prefs, prefsLoading: loading };
  }, [profile, preferences, defaultTemplate, loading]);
}
