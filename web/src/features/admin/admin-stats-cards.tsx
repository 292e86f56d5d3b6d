import type { AdminStatsResponse } from '@botlens/contracts';
import { Bot, Eye, Globe, type LucideIcon, Users } from 'lucide-react';
import { LoadError, SESSION_ENDED } from '@/components/load-error';
import { STAT_GRID, StatCard, StatCardsSkeleton } from '@/components/stat-card';
import { useAdminStatsQuery } from './use-admin-stats-query';

type AdminFigure = { key: keyof AdminStatsResponse; title: string; caption: string; icon: LucideIcon };

const FIGURES: readonly AdminFigure[] = [
  { key: 'totalUsers', title: 'Total Users', caption: 'Registered accounts', icon: Users },
  { key: 'totalWebsites', title: 'Total Websites', caption: 'Being tracked', icon: Globe },
  { key: 'totalBotSessions', title: 'Bot Sessions', caption: 'Total recorded', icon: Bot },
  { key: 'totalPageViews', title: 'Page Views', caption: 'Bot page views', icon: Eye },
];

/** The whole installation in four figures, in the administrator's red. */
export function AdminStatsCards() {
  const stats = useAdminStatsQuery();
  if (stats.isPending) return <StatCardsSkeleton count={FIGURES.length} />;
  if (!stats.data) {
    return (
      <LoadError
        title="Could not load the statistics"
        error={stats.error ?? SESSION_ENDED}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  }
  const data = stats.data;
  return (
    <div className={STAT_GRID}>
      {FIGURES.map(({ key, title, caption, icon }) => (
        <StatCard
          key={key}
          title={title}
          icon={icon}
          tone="danger"
          value={data[key].toLocaleString('en-US')}
          caption={caption}
        />
      ))}
    </div>
  );
}
