import { LegalPage } from './legal-page.tsx';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from './privacy-sections.ts';

export function PrivacyPage() {
  return <LegalPage title="Privacy Policy" intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} />;
}
