import { Eye } from 'lucide-react';
import { PageSpinner } from '@/components/layout/full-page-spinner';
import { Logo } from '@/components/layout/logo';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { LoadError } from '@/components/load-error';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { ApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SharedAnalyticsViews } from './shared-analytics-views';
import { SharedPasswordForm } from './shared-password-form';
import { useSharedDashboardQuery } from './use-shared-dashboard-query';

/**
 * /share/<slug>, for anyone with the address, signed in or not: one website's analytics, read-only. An
 * unknown or revoked link is the ordinary Not Found page; a protected one asks for its password first.
 */
export function SharedDashboardPage({ slug }: { slug: string }) {
  const dashboard = useSharedDashboardQuery(slug);
  useDocumentTitle(
    dashboard.data?.locked === false
      ? `${dashboard.data.website.name} · Shared dashboard`
      : 'Shared dashboard',
  );
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="border-b bg-surface">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-3 sm:px-6">
          <Logo />
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <Eye aria-hidden="true" className="size-4" />
            Shared dashboard · read-only
          </p>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {dashboard.isPending ? (
          <PageSpinner />
        ) : dashboard.isError ? (
          dashboard.error instanceof ApiError && dashboard.error.status === 404 ? (
            <NotFoundPage />
          ) : (
            <PageContainer>
              <LoadError
                title="Could not load the shared dashboard"
                error={dashboard.error}
                onRetry={() => void dashboard.refetch()}
                retrying={dashboard.isFetching}
              />
            </PageContainer>
          )
        ) : dashboard.data.locked ? (
          <PageContainer className="py-12">
            <h1 className="sr-only">Shared dashboard</h1>
            <SharedPasswordForm slug={slug} />
          </PageContainer>
        ) : (
          <PageContainer className="space-y-6">
            <PageHeader
              title={dashboard.data.website.name}
              description={`Bot analytics for ${dashboard.data.website.domain}`}
            />
            <SharedAnalyticsViews slug={slug} />
          </PageContainer>
        )}
      </main>
    </div>
  );
}
