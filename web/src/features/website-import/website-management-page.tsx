import { Globe } from 'lucide-react';
import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export function WebsiteManagementPage() {
  return (
    <ComingSoonPage
      title="Website Management"
      description="Search, filter and export the websites in the directory"
      icon={Globe}
    />
  );
}
