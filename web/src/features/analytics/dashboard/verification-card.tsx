import type { SiteStats } from '@botlens/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { AnalyticsCard } from '../components/analytics-card';
import { ShareBars } from '../components/share-bars';

/**
 * Which bot hits came from the operator's published addresses (verified), claimed a name they could not back
 * (spoofed), or came from an operator that publishes nothing to check against (unverifiable).
 */
export function VerificationCard({ stats }: { stats: UseQueryResult<SiteStats | null> }) {
  return (
    <AnalyticsCard
      title="Bot Verification"
      icon={ShieldCheck}
      description="Checked against each operator's published addresses"
    >
      <QueryState
        query={stats}
        errorTitle="Could not load the verification counts"
        skeleton={<Skeleton className="h-28 w-full" />}
      >
        {({ verification }) =>
          verification.verified + verification.spoofed + verification.unverifiable === 0 ? (
            <EmptyState title="No bot hits to verify" className="p-6" />
          ) : (
            <ShareBars
              label="Bot hits by verification result"
              rows={[
                {
                  key: 'verified',
                  label: 'Verified',
                  value: verification.verified,
                  barClassName: 'bg-green-600',
                },
                { key: 'spoofed', label: 'Spoofed', value: verification.spoofed, barClassName: 'bg-red-600' },
                {
                  key: 'unverifiable',
                  label: 'Unverifiable',
                  value: verification.unverifiable,
                  barClassName: 'bg-slate-400',
                },
              ]}
            />
          )
        }
      </QueryState>
    </AnalyticsCard>
  );
}
