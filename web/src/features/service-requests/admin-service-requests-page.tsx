import { Briefcase } from 'lucide-react';
import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export function AdminServiceRequestsPage() {
  return (
    <ComingSoonPage
      title="Service Requests"
      description="Review, quote and track requests from clients"
      icon={Briefcase}
    />
  );
}
