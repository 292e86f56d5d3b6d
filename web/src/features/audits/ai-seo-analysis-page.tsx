import { Sparkles } from 'lucide-react';
import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export function AiSeoAnalysisPage() {
  return (
    <ComingSoonPage
      title="AI SEO Analysis Tool"
      description="Score how ready your website is for AI search engines"
      icon={Sparkles}
    />
  );
}
