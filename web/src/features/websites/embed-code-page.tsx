import { ArrowLeft, ChartColumn, Globe, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmbedCodeDetails } from './components/embed-code-details';
import { WebsiteNotFound } from './components/website-not-found';
import { WebsiteSelector } from './components/website-selector';
import { searchWithWebsite, selectWebsite } from './select-website';
import { useWebsitesQuery } from './use-websites-query';

/** Part 1 §2.8: the full-page tracking setup, plus server-side collection and log import. */
export function EmbedCodePage() {
  const websites = useWebsitesQuery();
  const [searchParams, setSearchParams] = useSearchParams();
  const list = websites.data ?? [];
  const selection = selectWebsite(list, searchParams);
  const selected = selection.kind === 'selected' ? selection.website : undefined;

  return (
    <PageContainer className="space-y-6">
      <nav aria-label="Related pages" className="flex flex-wrap items-center justify-between gap-2">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link href="/">
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={selected ? `/dashboard?website=${selected.id}` : '/dashboard'}>
            <ChartColumn aria-hidden="true" />
            View Analytics
          </Link>
        </Button>
      </nav>
      <PageHeader
        title="Embed Code"
        description="Install bot tracking on your website, verify it, and collect the crawlers that never run JavaScript."
      />

      {websites.isPending ? (
        <div className="grid gap-6" role="status" aria-label="Loading your websites">
          <Skeleton className="h-16 max-w-md" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : websites.isError ? (
        <LoadError
          title="Could not load your websites"
          error={websites.error}
          onRetry={() => void websites.refetch()}
          retrying={websites.isFetching}
        />
      ) : selection.kind === 'none' ? (
        <NoWebsites />
      ) : selection.kind === 'not-found' ? (
        <WebsiteNotFound
          requested={selection.requested}
          websites={list}
          hrefFor={(websiteId) => `/embed-code?${searchWithWebsite(searchParams, websiteId)}`}
        />
      ) : (
        <>
          <WebsiteSelector
            websites={list}
            selectedId={selection.website.id}
            onSelect={(id) => setSearchParams({ website: String(id) }, { replace: true })}
          />
          <EmbedCodeDetails key={selection.website.id} website={selection.website} />
        </>
      )}
    </PageContainer>
  );
}

function NoWebsites() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 p-10 text-center">
        <Globe aria-hidden="true" className="size-10 text-slate-600" />
        <div className="space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">No websites found</h2>
          <p className="text-slate-600">Add a website first, then come back here for its tracking code.</p>
        </div>
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
