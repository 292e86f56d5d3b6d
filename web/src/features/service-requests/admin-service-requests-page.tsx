import type { AdminServiceRequest } from '@botlens/contracts';
import { BarChart3, LayoutDashboard, List } from 'lucide-react';
import { useState } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { QueryState } from '@/components/query-state';
import { StatCardsSkeleton } from '@/components/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AllRequestsTab } from './admin/all-requests-tab';
import { AnalyticsTab } from './admin/analytics-tab';
import { EditServiceRequestDialog } from './admin/edit-service-request-dialog';
import { OverviewTab } from './admin/overview-tab';
import { useServiceRequestStatsQuery } from './admin/use-admin-service-requests-queries';

/**
 * Part 2, /admin/service-requests (administrators; app.tsx shows others the access-denied page): Overview &
 * Stats, All Requests and Analytics, with one edit dialog that the overview's View and the table's Edit open.
 */
export function AdminServiceRequestsPage() {
  const [editing, setEditing] = useState<AdminServiceRequest | null>(null);
  const stats = useServiceRequestStatsQuery();
  return (
    <PageContainer className="space-y-6">
      <PageHeader title="Service Requests" description="Review, quote and track requests from clients." />
      <Tabs defaultValue="overview">
        <TabsList className="grid h-auto w-full grid-cols-1 gap-1 sm:inline-flex sm:w-auto">
          <TabsTrigger value="overview">
            <LayoutDashboard aria-hidden="true" />
            Overview &amp; Stats
          </TabsTrigger>
          <TabsTrigger value="requests">
            <List aria-hidden="true" />
            All Requests
          </TabsTrigger>
          <TabsTrigger value="analytics">
            <BarChart3 aria-hidden="true" />
            Analytics
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <QueryState
            query={stats}
            errorTitle="Could not load the service request stats"
            skeleton={<StatCardsSkeleton count={4} />}
          >
            {(data) => <OverviewTab stats={data} onView={setEditing} />}
          </QueryState>
        </TabsContent>
        <TabsContent value="requests">
          <AllRequestsTab onEdit={setEditing} />
        </TabsContent>
        <TabsContent value="analytics">
          <QueryState
            query={stats}
            errorTitle="Could not load the service request stats"
            skeleton={<StatCardsSkeleton count={2} />}
          >
            {(data) => <AnalyticsTab stats={data} />}
          </QueryState>
        </TabsContent>
      </Tabs>
      <EditServiceRequestDialog request={editing} onClose={() => setEditing(null)} />
    </PageContainer>
  );
}
