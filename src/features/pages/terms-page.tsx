import { LegalPage } from './legal-page.tsx';
import { TERMS_INTRO, TERMS_SECTIONS } from './terms-sections.ts';

export function TermsPage() {
  return <LegalPage title="Terms of Service" intro={TERMS_INTRO} sections={TERMS_SECTIONS} />;
}
