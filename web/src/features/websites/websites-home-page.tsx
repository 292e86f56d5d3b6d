import { Globe } from 'lucide-react';
import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export function WebsitesHomePage() {
  return (
    <ComingSoonPage
      title="Your Websites"
      description="Manage and monitor bot traffic across your websites"
      icon={Globe}
    />
  );
}
