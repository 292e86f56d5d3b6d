import { Upload } from 'lucide-react';
import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export function WebsiteImportPage() {
  return (
    <ComingSoonPage
      title="Website Import"
      description="Import website lists from CSV or JSON"
      icon={Upload}
    />
  );
}
