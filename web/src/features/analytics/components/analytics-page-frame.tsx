import type { Website } from '@botlens/contracts';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { WebsiteNotFound } from '@/features/websites/components/website-not-found';
import type { useAnalyticsParams } from '../use-analytics-params';

type AnalyticsPageFrameProps = {
  params: ReturnType<typeof useAnalyticsParams>;
  children: (website: Website) => ReactNode;
};

/**
 * Part 1 §2.9 and §8, shared by every analytics screen: the websites list loading, failing or empty, the
 * website in the address not found, and otherwise the screen for the selected website.
 */
export function AnalyticsPageFrame({ params, children }: AnalyticsPageFrameProps) {
  const { websites, selection } = params;
  const [location] = useLocation();
  if (websites.isPending) {
    return (
      <Card>
        <CardContent className="flex items-center justify-center gap-3 p-10 text-slate-600">
          <Spinner label="Loading your websites" />
          <p>Loading your websites...</p>
        </CardContent>
      </Card>
    );
  }
  if (websites.isError || websites.data === null) {
    return (
      <LoadError
        title="Could not load your websites"
        error={websites.error}
        onRetry={() => void websites.refetch()}
        retrying={websites.isFetching}
      />
    );
  }
  if (selection.kind === 'none') return <NoWebsites />;
  if (selection.kind === 'not-found') {
    return (
      <WebsiteNotFound
        requested={selection.requested}
        websites={params.list}
        hrefFor={(websiteId) => `${location}?${params.searchFor(websiteId)}`}
      />
    );
  }
  return <>{children(selection.website)}</>;
}

function NoWebsites() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 p-10 text-center">
        <p className="text-slate-700">No websites found. Add a website to start tracking bot analytics.</p>
        <Button asChild>
          <Link href="/">
            <Plus aria-hidden="true" />
            Add Website
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
