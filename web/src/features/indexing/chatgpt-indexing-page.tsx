import { MessageSquareCode } from 'lucide-react';
import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export function ChatgptIndexingPage() {
  return (
    <ComingSoonPage
      title="ChatGPT Website Indexing"
      description="Optimize your content and robots.txt for AI assistants"
      icon={MessageSquareCode}
    />
  );
}
