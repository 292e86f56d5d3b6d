import type { AdminStatsResponse } from '@botlens/contracts';
import { Bot, Eye, Globe, type LucideIcon, TriangleAlert, Users } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useAdminStatsQuery } from './use-admin-stats-query';

type StatCard = { key: keyof AdminStatsResponse; title: string; caption: string; icon: LucideIcon };

const STAT_CARDS: readonly StatCard[] = [
  { key: 'totalUsers', title: 'Total Users', caption: 'Registered accounts', icon: Users },
  { key: 'totalWebsites', title: 'Total Websites', caption: 'Being tracked', icon: Globe },
  { key: 'totalBotSessions', title: 'Bot Sessions', caption: 'Total recorded', icon: Bot },
  { key: 'totalPageViews', title: 'Page Views', caption: 'Bot page views', icon: Eye },
];

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4';

function StatsSkeleton() {
  return (
    <div className={GRID} role="status" aria-label="Loading statistics">
      {STAT_CARDS.map((card) => (
        <Card key={card.key}>
          <CardContent className="space-y-1 p-6">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-9 w-20" />
            <Skeleton className="h-4 w-32" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

export function AdminStatsCards() {
  const { data: stats, isPending, error } = useAdminStatsQuery();

  if (isPending) return <StatsSkeleton />;
  if (!stats) {
    return (
      <div
        role="alert"
        className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          Could not load the statistics{error ? `: ${errorMessage(error)}` : '. Your session may have ended.'}
        </p>
      </div>
    );
  }

  return (
    <div className={GRID}>
      {STAT_CARDS.map(({ key, title, caption, icon: Icon }) => (
        <Card key={key}>
          <CardContent className="flex items-start justify-between gap-4 p-6">
            <div className="space-y-1">
              <h2 className="text-sm font-medium text-slate-600">{title}</h2>
              <p className="text-3xl font-bold tabular-nums">{stats[key].toLocaleString('en-US')}</p>
              <p className="text-xs text-slate-600">{caption}</p>
            </div>
            <span className="flex size-10 items-center justify-center rounded-lg bg-red-50 text-red-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
