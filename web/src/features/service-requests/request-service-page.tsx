import { Briefcase } from 'lucide-react';
import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export function RequestServicePage() {
  return (
    <ComingSoonPage
      title="Request a Service"
      description="Web development, SEO, design and marketing, with a free quote within 24 hours"
      icon={Briefcase}
    />
  );
}
