import type { ReactNode } from 'react';
import { usePreferences } from '#sync/preferences.ts';
import { PREFERENCE_TYPES, type PreferenceType } from '#domain/brand.ts';
import { LoadingStatus } from '../../../ui/loading-status.tsx';
import { ReadFailed } from '../../../ui/read-failed.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { PREFERENCES as P } from '../messages.ts';
import { BlogPreferences } from './blog-preferences.tsx';
import { NewsletterPreferences } from './newsletter-preferences.tsx';
import { SocialPreferences } from './social-preferences.tsx';
import { WebsitePreferences } from './website-preferences.tsx';

const FORMS: Record<PreferenceType, ReactNode> = {
  blog: <BlogPreferences />,
  social: <SocialPreferences />,
  newsletter: <NewsletterPreferences />,
  website: <WebsitePreferences />,
};

export function PreferencesTab() {
  // No form until the stored preferences are read: a change made on the defaults shown
  // meanwhile would be saved over them.
  const { loading, error, retry } = usePreferences();
  return (
    <section aria-labelledby="preferences-title">
      <h2 id="preferences-title" className="text-xl font-semibold text-stone-900">
        {P.title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">{P.lead}</p>
      {loading ? (
        <LoadingStatus text={P.loading} />
      ) : error ? (
        // Nor after a failed read: the defaults shown would be saved over the studio's own.
        <ReadFailed error={error} onRetry={retry} />
      ) : (
        <Tabs look="chip" label={P.tabsLabel} items={PREFERENCE_TYPES.map((key) => ({ key, label: P.tabs[key], panel: FORMS[key] }))} />
      )}
    </section>
  );
}
