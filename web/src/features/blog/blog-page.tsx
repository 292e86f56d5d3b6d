import { Newspaper } from 'lucide-react';
import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export function BlogPage() {
  return (
    <ComingSoonPage
      title="AI & SEO News"
      description="The latest on AI search, crawlers and SEO"
      icon={Newspaper}
    />
  );
}
