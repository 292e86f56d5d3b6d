import type { Website } from '@botlens/contracts';
import { ExternalLink } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useEmbedCodeQuery } from '../use-embed-code-query';
import { useVerifyInstallationMutation } from '../use-verify-installation-mutation';
import { ExpectedDataTiming } from './expected-data-timing';
import { TrackingCodeBox } from './tracking-code-box';
import { VerifyInstallation } from './verify-installation';

type SetupTrackingDialogProps = {
  website: Website | null;
  onClose: () => void;
  /** Where focus goes on close: the dialog opened from another dialog, not from a trigger. */
  onCloseAutoFocus: (event: Event) => void;
};

/** Part 1 §2.7: opens after a website is added; nothing renders without a website. */
export function SetupTrackingDialog({ website, onClose, onCloseAutoFocus }: SetupTrackingDialogProps) {
  return (
    <Dialog open={website !== null} onOpenChange={(open) => !open && onClose()}>
      {/* Keyed by website: a new website starts with a fresh, untested verification. */}
      {website && (
        <SetupTrackingContent key={website.id} website={website} onCloseAutoFocus={onCloseAutoFocus} />
      )}
    </Dialog>
  );
}

function SetupTrackingContent({
  website,
  onCloseAutoFocus,
}: {
  website: Website;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const embed = useEmbedCodeQuery(website.id);
  const verification = useVerifyInstallationMutation('dialog');
  const verified = verification.status === 'success';

  return (
    <DialogContent
      className="max-w-2xl"
      showCloseButton={false}
      onCloseAutoFocus={onCloseAutoFocus}
      // The dialog itself takes focus, so its title is announced and no control is pressed by accident.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
      }}
    >
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <DialogTitle>Setup Bot Tracking</DialogTitle>
          <Badge variant="secondary" className="max-w-full truncate" title={website.name}>
            {website.name}
          </Badge>
        </div>
        <DialogDescription>
          Add this code to your website to start collecting bot analytics data.
        </DialogDescription>
      </DialogHeader>

      <dl className="grid gap-3 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-3">
        <SummaryItem term="Website" value={website.name} />
        <SummaryItem term="Domain" value={website.domain} />
        <SummaryItem term="Tracking ID" value={website.trackingId} mono />
      </dl>

      {embed.isPending ? (
        <div className="grid gap-2" role="status" aria-label="Loading tracking code">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-28" />
        </div>
      ) : embed.isError || !embed.data ? (
        <LoadError
          title="Failed to load tracking code"
          error={embed.error}
          onRetry={() => void embed.refetch()}
          retrying={embed.isFetching}
        />
      ) : (
        <TrackingCodeBox
          id="setup-tracking-code"
          websiteName={website.name}
          embedCode={embed.data.embedCode}
        />
      )}

      <VerifyInstallation
        verification={verification}
        target={{ trackingId: website.trackingId, domain: website.domain }}
        surface="dialog"
        testUrl={embed.data?.testUrl}
      />
      <ExpectedDataTiming />

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">I'll Install Later</Button>
        </DialogClose>
        <Button asChild variant="outline">
          <a href={`/embed-code?website=${website.id}`} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Open Full Page
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
        <DialogClose asChild>
          <Button className={verified ? 'bg-green-600 hover:bg-green-700' : undefined}>
            {verified ? 'Complete Setup' : 'Close'}
          </Button>
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  );
}

function SummaryItem({ term, value, mono = false }: { term: string; value: string; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{term}</dt>
      <dd
        className={
          mono ? 'break-all font-mono text-xs text-slate-900' : 'break-words font-medium text-slate-900'
        }
      >
        {value}
      </dd>
    </div>
  );
}
