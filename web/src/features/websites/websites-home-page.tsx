import type { Website } from '@botlens/contracts';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { AddWebsiteDialog } from './components/add-website-dialog';
import { SetupTrackingDialog } from './components/setup-tracking-dialog';
import { TrackingCodeNotice } from './components/tracking-code-notice';
import { WebsiteCard, WebsiteCardSkeleton } from './components/website-card';
import { WebsitesEmptyState } from './components/websites-empty-state';
import { useWebsitesQuery } from './use-websites-query';

const SKELETON_CARDS = ['first', 'second', 'third'] as const;
/**
 * Cards shown on the home page; an account with more (an agency's imported portfolio) finds the rest in
 * Website Management, which searches, filters and pages them on the server.
 */
const HOME_CARD_LIMIT = 60;

/** Part 1 §2.5–2.7: the signed-in home, with the add-website and tracking-setup dialogs. */
export function WebsitesHomePage() {
  const websites = useWebsitesQuery();
  const [addOpen, setAddOpen] = useState(false);
  // The website whose setup dialog is open; closing the dialog clears it (part 1 §4).
  const [setupWebsite, setSetupWebsite] = useState<Website | null>(null);

  const addButtonRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  const openAddDialog = () => {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAddOpen(true);
  };
  // Back to the button that opened the dialogs; the empty state's button is gone once a website exists.
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    const opener = openerRef.current;
    (opener?.isConnected ? opener : addButtonRef.current)?.focus();
  };
  const list = websites.data ?? [];

  return (
    <PageContainer className="space-y-8">
      <PageHeader
        title="Your Websites"
        description="Manage and monitor bot traffic across your websites"
        actions={
          <Button ref={addButtonRef} onClick={openAddDialog}>
            <Plus aria-hidden="true" />
            Add Website
          </Button>
        }
      />

      {websites.isPending ? (
        <section aria-busy="true" aria-label="Loading your websites">
          <p className="sr-only" role="status">
            Loading your websites...
          </p>
          <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {SKELETON_CARDS.map((key) => (
              <WebsiteCardSkeleton key={key} />
            ))}
          </div>
        </section>
      ) : websites.isError ? (
        <LoadError
          title="Could not load your websites"
          error={websites.error}
          onRetry={() => void websites.refetch()}
          retrying={websites.isFetching}
        />
      ) : list.length === 0 ? (
        <WebsitesEmptyState onAddWebsite={openAddDialog} />
      ) : (
        <>
          <ul aria-label="Websites" className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
            {list.slice(0, HOME_CARD_LIMIT).map((website) => (
              <li key={website.id} className="grid grid-cols-1">
                <WebsiteCard website={website} />
              </li>
            ))}
          </ul>
          {list.length > HOME_CARD_LIMIT ? (
            <p className="text-center text-sm text-slate-600">
              Showing {HOME_CARD_LIMIT} of {list.length.toLocaleString('en-US')} websites.{' '}
              <Link href="/admin-websites" className="font-medium text-primary underline underline-offset-2">
                Search and manage all of them
              </Link>
            </p>
          ) : null}
          <TrackingCodeNotice />
        </>
      )}

      <AddWebsiteDialog
        open={addOpen}
        onOpenChange={setAddOpen}
        onCreated={setSetupWebsite}
        onCloseAutoFocus={restoreFocus}
      />
      <SetupTrackingDialog
        website={setupWebsite}
        onClose={() => setSetupWebsite(null)}
        onCloseAutoFocus={restoreFocus}
      />
    </PageContainer>
  );
}
