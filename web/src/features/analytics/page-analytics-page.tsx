import { FileText } from 'lucide-react';
import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export function PageAnalyticsPage() {
  return (
    <ComingSoonPage
      title="Page Analytics"
      description="Which pages bots crawl and how long they stay"
      icon={FileText}
    />
  );
}
