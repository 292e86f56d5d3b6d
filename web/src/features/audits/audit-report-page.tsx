import { ScanSearch } from 'lucide-react';
import { useParams } from 'wouter';
import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export function AuditReportPage() {
  const { auditId = '' } = useParams<{ auditId: string }>();
  return <ComingSoonPage title="Audit Report" description={`Audit ${auditId}`} icon={ScanSearch} />;
}
