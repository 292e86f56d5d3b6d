import { Globe, SlidersHorizontal, User } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PreferencesTab } from './preferences/preferences-tab';
import { ProfileTab } from './profile/profile-tab';
import { parseSettingsTab } from './settings-tabs';
import { WebsitesTab } from './websites/websites-tab';

/** Part 2 "Settings": three tabs, Profile first; the open tab is kept in the address (?tab=). */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const tab = parseSettingsTab(params.get('tab'));
  return (
    <PageContainer className="space-y-6">
      <PageHeader title="Settings" description="Your profile, websites and preferences" />
      <Tabs value={tab} onValueChange={(next) => setParams({ tab: next }, { replace: true })}>
        <TabsList className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto">
          <TabsTrigger value="profile">
            <User aria-hidden="true" />
            Profile
          </TabsTrigger>
          <TabsTrigger value="websites">
            <Globe aria-hidden="true" />
            Websites
          </TabsTrigger>
          <TabsTrigger value="preferences">
            <SlidersHorizontal aria-hidden="true" />
            Preferences
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <ProfileTab />
        </TabsContent>
        <TabsContent value="websites">
          <WebsitesTab />
        </TabsContent>
        <TabsContent value="preferences">
          <PreferencesTab />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
