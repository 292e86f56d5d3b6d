import { Settings } from 'lucide-react';
import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export function SettingsPage() {
  return (
    <ComingSoonPage title="Settings" description="Your profile, websites and preferences" icon={Settings} />
  );
}
