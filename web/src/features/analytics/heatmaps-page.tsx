import { Flame } from 'lucide-react';
import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export function HeatmapsPage() {
  return (
    <ComingSoonPage
      title="Activity Heatmaps"
      description="When and where bots are most active on your site"
      icon={Flame}
    />
  );
}
