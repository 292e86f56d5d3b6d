import type { Website } from '@botlens/contracts';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { WebsiteSelection } from '../select-website';
import type { useWebsitesQuery } from '../use-websites-query';
import { WebsiteNotFound } from './website-not-found';

type WebsiteSelectionGateProps = {
  websites: ReturnType<typeof useWebsitesQuery>;
  selection: WebsiteSelection;
  /** Where a website the user does own is opened instead of the one not found. */
  hrefFor: (websiteId: number) => string;
  /** What an account without websites is told it would see once it adds one. */
  emptyMessage: string;
  children: (website: Website) => ReactNode;
};

/**
 * Part 1 §2.9 and §8, for every screen about one of the user's websites: the websites list loading, failing
 * or empty, the website in the address not found, and otherwise the screen for the selected website.
 */
export function WebsiteSelectionGate({
  websites,
  selection,
  hrefFor,
  emptyMessage,
  children,
}: WebsiteSelectionGateProps) {
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
  if (selection.kind === 'none') {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-10 text-center">
          <p className="text-slate-700">{emptyMessage}</p>
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
  if (selection.kind === 'not-found') {
    return (
      <WebsiteNotFound requested={selection.requested} websites={websites.data ?? []} hrefFor={hrefFor} />
    );
  }
  return <>{children(selection.website)}</>;
}
