import { useDocumentTitle } from '@/lib/use-document-title';
import { AdvancedAnalyticsSection } from './components/advanced-analytics-section';
import { CtaSection } from './components/cta-section';
import { ExpertHelpSection } from './components/expert-help-section';
import { FaqSection } from './components/faq-section';
import { FeaturesSection } from './components/features-section';
import { HeroSection } from './components/hero-section';
import { IndexingPreviewSection } from './components/indexing-preview-section';
import { LandingNav } from './components/landing-nav';
import { SocialProofSection } from './components/social-proof-section';
import { TestimonialsSection } from './components/testimonials-section';
import { UseCasesSection } from './components/use-cases-section';

/** The anonymous landing page `/` (part 1 §2.3), inside the public shell's header and footer. */
export function LandingPage() {
  useDocumentTitle('Bot & AI Crawler Analytics');
  return (
    <>
      <LandingNav />
      <HeroSection />
      <FeaturesSection />
      <IndexingPreviewSection />
      <SocialProofSection />
      <TestimonialsSection />
      <AdvancedAnalyticsSection />
      <UseCasesSection />
      <CtaSection />
      <ExpertHelpSection />
      <FaqSection />
    </>
  );
}
