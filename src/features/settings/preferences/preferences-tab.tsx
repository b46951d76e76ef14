import { type ComponentType, useState } from 'react';
import { PREFERENCE_TYPES, type PreferenceType } from '#domain/brand.ts';
import { PREFERENCES as P } from '../messages.ts';
import { TabSet } from '../tab-set.tsx';
import { BlogPreferences } from './blog-preferences.tsx';
import { NewsletterPreferences } from './newsletter-preferences.tsx';
import { SocialPreferences } from './social-preferences.tsx';
import { WebsitePreferences } from './website-preferences.tsx';

const FORMS: Record<PreferenceType, ComponentType> = {
  blog: BlogPreferences,
  social: SocialPreferences,
  newsletter: NewsletterPreferences,
  website: WebsitePreferences,
};

export function PreferencesTab() {
  const [type, setType] = useState<PreferenceType>('blog');
  return (
    <section aria-labelledby="preferences-title">
      <h2 id="preferences-title" className="text-xl font-semibold text-stone-900">
        {P.title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">{P.lead}</p>
      <TabSet label={P.tabsLabel} tabs={PREFERENCE_TYPES} labels={P.tabs} selected={type} onChange={setType} size="sm">
        {(tab) => {
          const Form = FORMS[tab];
          return <Form />;
        }}
      </TabSet>
    </section>
  );
}
