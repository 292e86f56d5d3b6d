import { Bot } from 'lucide-react';
import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export function BotAnalyticsPage() {
  return (
    <ComingSoonPage
      title="Bot Analytics"
      description="Detailed analysis of bot behavior and patterns"
      icon={Bot}
    />
  );
}
