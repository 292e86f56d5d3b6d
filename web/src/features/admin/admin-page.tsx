import {
  Activity,
  CreditCard,
  FileText,
  Globe,
  type LucideIcon,
  ScanSearch,
  Settings,
  Tag,
  Users,
} from 'lucide-react';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { UserManagementTab } from '@/features/auth/admin/user-management-tab';
import { AdminStatsCards } from './admin-stats-cards';

type AdminTab = { value: string; label: string; icon: LucideIcon };

/** Part 2, administrator dashboard: the eight tabs in the specification's order. */
const ADMIN_TABS: readonly AdminTab[] = [
  { value: 'users', label: 'User Management', icon: Users },
  { value: 'subscriptions', label: 'Subscription Management', icon: CreditCard },
  { value: 'content', label: 'Content Management', icon: FileText },
  { value: 'websites', label: 'Website Management', icon: Globe },
  { value: 'audits', label: 'SEO Audits', icon: ScanSearch },
  { value: 'analytics', label: 'System Analytics', icon: Activity },
  { value: 'pricing', label: 'Pricing Management', icon: Tag },
  { value: 'settings', label: 'System Settings', icon: Settings },
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
        <TabsContent value="users">
          <UserManagementTab />
        </TabsContent>
        {ADMIN_TABS.filter((tab) => tab.value !== 'users').map(({ value, label, icon: Icon }) => (
          <TabsContent key={value} value={value}>
            <Card>
              <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
                <Icon aria-hidden="true" className="size-8 text-slate-600" />
                <h2 className="text-lg font-semibold">{label}</h2>
                <p className="text-slate-600">{label} is coming soon.</p>
              </CardContent>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
    </PageContainer>
  );
}
