import {
  Activity,
  CreditCard,
  FileText,
  Globe,
  History,
  LifeBuoy,
  type LucideIcon,
  ScanSearch,
  Settings,
  Tag,
  Users,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { UserManagementTab } from '@/features/auth/admin/user-management-tab';
import { PricingAdminTab } from '@/features/billing/admin/pricing-admin-tab';
import { SubscriptionsTab } from '@/features/billing/admin/subscriptions-tab';
import { SeoAuditsAdminTab } from '@/features/seo-audit/admin/seo-audits-admin-tab';
import { ContentManagementTab } from '@/features/site-content/admin/content-management-tab';
import { SupportAdminTab } from '@/features/support/admin/support-admin-tab';
import { SystemSettingsTab } from '@/features/system-settings/admin/system-settings-tab';
import { WebsitesAdminTab } from '@/features/website-import/admin/websites-admin-tab';
import { ActivityLogTab } from './activity-log-tab';
import { AdminStatsCards } from './admin-stats-cards';
import { SystemAnalyticsTab } from './system-analytics-tab';

/** A tab of the administrator's dashboard and its screen. */
type AdminTab = { value: string; label: string; icon: LucideIcon; panel: ComponentType };

/** Part 2, administrator dashboard: the specification's eight tabs in its order, then ours. */
const ADMIN_TABS: readonly AdminTab[] = [
  { value: 'users', label: 'User Management', icon: Users, panel: UserManagementTab },
  { value: 'subscriptions', label: 'Subscription Management', icon: CreditCard, panel: SubscriptionsTab },
  { value: 'content', label: 'Content Management', icon: FileText, panel: ContentManagementTab },
  { value: 'websites', label: 'Website Management', icon: Globe, panel: WebsitesAdminTab },
  { value: 'audits', label: 'SEO Audits', icon: ScanSearch, panel: SeoAuditsAdminTab },
  // The system's figures, then whether stored history follows the bot registry.
  { value: 'analytics', label: 'System Analytics', icon: Activity, panel: SystemAnalyticsTab },
  { value: 'pricing', label: 'Pricing Management', icon: Tag, panel: PricingAdminTab },
  { value: 'settings', label: 'System Settings', icon: Settings, panel: SystemSettingsTab },
  // Ours, after the specification's eight: contact messages and the mail outbox.
  { value: 'support', label: 'Support & Mail', icon: LifeBuoy, panel: SupportAdminTab },
  { value: 'activity', label: 'Activity Log', icon: History, panel: ActivityLogTab },
];

export function AdminPage() {
  return (
    <PageContainer className="space-y-8">
      <PageHeader
        title="Admin Dashboard"
        description="Manage users, subscriptions, websites and the system."
      />
      <AdminStatsCards />
      <Tabs defaultValue="users">
        <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-4">
          {ADMIN_TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger
              key={value}
              value={value}
              className="h-full justify-start whitespace-normal text-left"
            >
              <Icon aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {ADMIN_TABS.map(({ value, panel: Panel }) => (
          <TabsContent key={value} value={value}>
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </PageContainer>
  );
}
