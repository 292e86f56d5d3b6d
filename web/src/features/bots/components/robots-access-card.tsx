import type { RobotsAccess } from '@botlens/contracts';
import { FileLock2 } from 'lucide-react';
import { Callout } from '@/components/callout';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { AnalyticsCard } from '@/features/analytics/components/analytics-card';
import { useRobotsAccessQuery } from '../use-bot-queries';

type RobotsAccessCardProps = { websiteId: number; slug: string; domain: string };

/** Whether the website's robots.txt, fetched now, lets the bot in: per token, with the rule that decides. */
export function RobotsAccessCard({ websiteId, slug, domain }: RobotsAccessCardProps) {
  const query = useRobotsAccessQuery(websiteId, slug);
  return (
    <AnalyticsCard
      title="robots.txt on this site"
      icon={FileLock2}
      description={`Whether ${domain}'s robots.txt, read now, lets this bot read the home page`}
    >
      <QueryState
        query={query}
        errorTitle="Could not check robots.txt"
        skeleton={<Skeleton className="h-16 w-full" />}
      >
        {(access) => <RobotsAccessResult access={access} />}
      </QueryState>
    </AnalyticsCard>
  );
}

function RobotsAccessResult({ access }: { access: RobotsAccess }) {
  switch (access.state) {
    case 'not-controllable':
      return (
        <Callout tone="warning" title="robots.txt cannot stop this bot">
          Its operator documents no robots.txt token for it, so no rule in robots.txt applies to it.
        </Callout>
      );
    case 'unreachable':
      return (
        <Callout tone="warning" role="status" title="robots.txt could not be fetched">
          <p>{access.message}</p>
          <p className="font-mono text-xs break-all">{access.robotsUrl}</p>
        </Callout>
      );
    case 'server-error':
      return (
        <Callout tone="warning" role="status" title="robots.txt could not be read">
          <p>{access.message}</p>
          <p className="font-mono text-xs break-all">{access.robotsUrl}</p>
        </Callout>
      );
    case 'missing':
      return (
        <Callout tone="info" title={`No robots.txt (HTTP ${access.httpStatus})`}>
          Without a robots.txt every crawler may read every page, this one included.
        </Callout>
      );
    case 'fetched':
      return <Verdicts access={access} />;
  }
}

function Verdicts({ access }: { access: RobotsAccess }) {
  const undocumented = access.verdicts.length === 1 && access.verdicts[0]?.token === '*';
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        Read from <span className="font-mono break-all">{access.robotsUrl}</span> (HTTP {access.httpStatus}
        ), judged for the page <code className="font-mono">{access.path}</code>.
        {access.message && ` ${access.message}.`}
      </p>
      {undocumented && (
        <p className="text-sm text-muted-foreground">
          This bot's robots.txt token is not documented, so only the rules for every crawler (
          <code className="font-mono">User-agent: *</code>) can be judged.
        </p>
      )}
      <ul className="divide-y rounded-lg border" aria-label="robots.txt verdicts">
        {access.verdicts.map((verdict) => (
          <li
            key={verdict.token}
            className="flex flex-col gap-1 px-3 py-2 text-sm sm:flex-row sm:items-center sm:gap-3"
          >
            <span className="flex items-center gap-2">
              <code className="font-mono font-medium break-all">
                {verdict.token === '*' ? 'All crawlers (*)' : verdict.token}
              </code>
              <Badge variant={verdict.allowed ? 'success' : 'danger'}>
                {verdict.allowed ? 'Allowed' : 'Blocked'}
              </Badge>
            </span>
            <span className="min-w-0 text-muted-foreground break-words">
              {verdict.rule === null ? (
                verdict.group === null ? (
                  'No group of rules applies to it'
                ) : (
                  `No rule of the User-agent: ${verdict.group} group matches`
                )
              ) : (
                <>
                  Line {verdict.line} of the User-agent: {verdict.group} group:{' '}
                  <code className="font-mono">{verdict.rule}</code>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
