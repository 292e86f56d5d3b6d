import type { RobotsPolicyState, Website } from '@botlens/contracts';
import { useSearchParams } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { WebsiteSelectionGate } from '@/features/websites/components/website-selection-gate';
import { WebsiteSelector } from '@/features/websites/components/website-selector';
import { searchWithWebsite, selectWebsite } from '@/features/websites/select-website';
import { useWebsitesQuery } from '@/features/websites/use-websites-query';
import { PolicyWorkspace } from './components/policy-workspace';
import { useRobotsPolicyQuery } from './use-robots-policy-queries';

/**
 * Issue 23's policy studio: which AI crawlers may read the selected website, what that produces (robots.txt,
 * server rules, middleware), what it would have done to the site's own bot traffic, and whether the bots
 * and the served files follow it. The website is chosen as on the analytics screens (?website=).
 */
export function RobotsPolicyPage() {
  const websites = useWebsitesQuery();
  const [params, setParams] = useSearchParams();
  const list = websites.data ?? [];
  const selection = selectWebsite(list, params);
  const select = (websiteId: number) =>
    setParams((previous) => new URLSearchParams(searchWithWebsite(previous, websiteId)), { replace: true });
  return (
    <PageContainer className="space-y-6">
      <PageHeader
        title="AI Crawler Access"
        description="Decide which AI crawlers may read your site, get the files that say so, and see what they change."
      />
      <WebsiteSelectionGate
        websites={websites}
        selection={selection}
        hrefFor={(websiteId) => `/ai-access?${searchWithWebsite(params, websiteId)}`}
        emptyMessage="No websites found. Add a website to decide which AI crawlers may read it."
      >
        {(website) => (
          <>
            <div className="rounded-card border bg-surface p-4 shadow-sm">
              <WebsiteSelector
                websites={list}
                selectedId={website.id}
                onSelect={select}
                className="sm:w-80"
              />
            </div>
            <WebsitePolicy key={website.id} website={website} />
          </>
        )}
      </WebsiteSelectionGate>
    </PageContainer>
  );
}

function WebsitePolicy({ website }: { website: Website }) {
  const policy = useRobotsPolicyQuery(website.id);
  return (
    <QueryState
      query={policy}
      errorTitle="Could not load the policy"
      skeleton={<Skeleton className="h-96" />}
    >
      {(state: RobotsPolicyState) => (
        <PolicyWorkspace
          website={website}
          initial={state}
          reload={async () => (await policy.refetch()).data}
        />
      )}
    </QueryState>
  );
}
