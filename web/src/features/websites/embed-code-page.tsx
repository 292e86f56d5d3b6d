import { CodeXml } from 'lucide-react';
import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export function EmbedCodePage() {
  return (
    <ComingSoonPage
      title="Embed Code"
      description="Install the tracking code on your website"
      icon={CodeXml}
    />
  );
}
