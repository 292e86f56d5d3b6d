import type { Website } from '@botlens/contracts';
import { Link2 } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { CreateSharedLinkForm } from './create-shared-link-form';
import { SharedLinkItem } from './shared-link-item';
import { useSharedLinksQuery } from './use-shared-links-query';

/** The Share action of a website: its read-only public links, listed, created and revoked. */
export function SharedLinksDialog({ website }: { website: Website }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Link2 aria-hidden="true" />
          Share<span className="sr-only"> {website.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Shared links · {website.name}</DialogTitle>
          <DialogDescription>
            A shared link opens this website's dashboard, read-only, to anyone who has it: no account needed,
            nothing else of yours is visible. Revoke it to close it at once.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog: the list is read when it opens, not for every row of the table. */}
        <SharedLinksBody websiteId={website.id} />
      </DialogContent>
    </Dialog>
  );
}

function SharedLinksBody({ websiteId }: { websiteId: number }) {
  const links = useSharedLinksQuery(websiteId);
  return (
    <div className="grid min-w-0 gap-6">
      <section aria-labelledby={`new-shared-link-${websiteId}`} className="grid gap-3">
        <h3 id={`new-shared-link-${websiteId}`} className="text-sm font-semibold">
          New link
        </h3>
        <CreateSharedLinkForm websiteId={websiteId} />
      </section>
      <section aria-labelledby={`live-shared-links-${websiteId}`} className="grid gap-3">
        <h3 id={`live-shared-links-${websiteId}`} className="text-sm font-semibold">
          Active links
        </h3>
        <QueryState
          query={links}
          errorTitle="Could not load the shared links"
          skeleton={<TableSkeleton rows={2} />}
        >
          {(list) =>
            list.length === 0 ? (
              <EmptyState
                icon={<Link2 className="size-8" />}
                title="No shared links yet"
                description="Create one above to show this website's dashboard to someone without an account."
              />
            ) : (
              <ul className="grid gap-3">
                {list.map((link) => (
                  <SharedLinkItem key={link.id} websiteId={websiteId} link={link} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
    </div>
  );
}
