import { Globe } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { EmptyState } from '@/components/empty-state';
import { PageSpinner } from '@/components/layout/full-page-spinner';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { QueryState } from '@/components/query-state';
import { ReadOnlyAnalyticsViews } from '@/features/shared-links/shared-analytics-views';
import { apiPath } from '@/lib/api-url';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useManagedWebsitesQuery } from '../use-website-import-queries';

/**
 * /bot-analytics?trackingId= for an administrator (the Websites tab's Analytics): any website's analytics,
 * read-only, through the same reads as its owner's screens (the server lets administrators read any
 * website; nothing here writes).
 */
export function AdminWebsiteAnalyticsPage() {
  const [params] = useSearchParams();
  const trackingId = params.get('trackingId') ?? '';
  const found = useManagedWebsitesQuery({ search: trackingId, page: 1, limit: 1 });
  const website = found.data?.websites.find((candidate) => candidate.trackingId === trackingId);
  useDocumentTitle(website ? `${website.name} · Bot Analytics` : 'Bot Analytics');
  return (
    <PageContainer className="space-y-6">
      <QueryState query={found} errorTitle="Could not find the website" skeleton={<PageSpinner />}>
        {() =>
          website ? (
            <>
              <PageHeader
                title={website.name}
                description={`Bot analytics for ${website.domain} · owner ${website.ownerEmail} · read-only`}
              />
              <ReadOnlyAnalyticsViews
                source={{
                  apiBase: apiPath('/api/websites', website.id),
                  botsHref: (range) =>
                    `/bot-analytics?trackingId=${encodeURIComponent(trackingId)}&view=bots&range=${range}`,
                }}
              />
            </>
          ) : (
            <EmptyState
              icon={<Globe aria-hidden="true" />}
              title="Website not found"
              description={
                trackingId ? `No website has the tracking ID ${trackingId}.` : 'No tracking ID given.'
              }
            />
          )
        }
      </QueryState>
    </PageContainer>
  );
}
