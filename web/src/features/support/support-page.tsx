import { LifeBuoy } from 'lucide-react';
import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export function SupportPage() {
  return (
    <ComingSoonPage
      title="Support"
      description="Answers, documentation and a way to reach us"
      icon={LifeBuoy}
    />
  );
}
