// The public landing page: hero, the nine tools, sample testimonials, pricing and a
// closing call to action.
import { useAuthState } from '#sync/auth.ts';
import { ClosingCtaSection } from './closing-cta-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { PricingSection } from './pricing-section.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

export function LandingPage() {
  const { user } = useAuthState();
  return (
    <>
      <HeroSection signedIn={Boolean(user)} />
      <FeaturesSection />
      <TestimonialsSection />
      <PricingSection />
      <ClosingCtaSection />
    </>
  );
}
