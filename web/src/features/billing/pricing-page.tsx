import { Tag } from 'lucide-react';
import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export function PricingPage() {
  return (
    <ComingSoonPage
      title="Pricing"
      description="Plans for every website, from free to enterprise"
      icon={Tag}
    />
  );
}
