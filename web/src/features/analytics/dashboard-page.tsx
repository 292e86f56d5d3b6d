import { LayoutDashboard } from 'lucide-react';
import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export function DashboardPage() {
  return (
    <ComingSoonPage
      title="Dashboard Overview"
      description="Monitor your robot traffic in real-time"
      icon={LayoutDashboard}
    />
  );
}
