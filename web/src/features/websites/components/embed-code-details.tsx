import type { Website } from '@botlens/contracts';
import { CodeXml } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useEmbedCodeQuery } from '../use-embed-code-query';
import { useVerifyInstallationMutation } from '../use-verify-installation-mutation';
import { ConfigurationSummary } from './configuration-summary';
import { ExpectedDataTiming } from './expected-data-timing';
import { ImportLogsSection } from './import-logs-section';
import { InstallGuide } from './install-guide';
import { SectionCard } from './section-card';
import { ServerSideCollection } from './server-side-collection';
import { TrackingCodeBox } from './tracking-code-box';
import { VerifyInstallation } from './verify-installation';
import { WhatsNext } from './whats-next';

/** Everything /embed-code shows for one website. Keyed by website, so state never leaks between sites. */
export function EmbedCodeDetails({ website }: { website: Website }) {
  const embed = useEmbedCodeQuery(website.id);
  const verification = useVerifyInstallationMutation('page');

  if (embed.isPending) {
    return (
      <div className="grid gap-6" role="status" aria-label="Loading tracking code">
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-32 rounded-xl" />
        <Skeleton className="h-56 rounded-xl" />
      </div>
    );
  }
  if (embed.isError || !embed.data) {
    return (
      <LoadError
        title="Failed to load tracking code"
        error={embed.error}
        onRetry={() => void embed.refetch()}
        retrying={embed.isFetching}
      />
    );
  }

  const data = embed.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <ConfigurationSummary embed={data} />
      <InstallGuide instructions={data.instructions} />
      <SectionCard
        title="Tracking Code"
        icon={CodeXml}
        description="Paste this code right after the opening <body> tag of every page. It loads asynchronously and never slows your pages down."
      >
        <div className="grid grid-cols-1 gap-4">
          <TrackingCodeBox
            id="embed-code-raw"
            label="Your tracking code"
            websiteName={data.websiteName}
            embedCode={data.embedCode}
          />
          <VerifyInstallation
            verification={verification}
            target={{ trackingId: data.trackingId, domain: data.domain }}
            surface="page"
            testUrl={data.testUrl}
          />
          <ExpectedDataTiming />
        </div>
      </SectionCard>
      <ServerSideCollection websiteId={website.id} embed={data} />
      <ImportLogsSection websiteId={website.id} />
      <WhatsNext website={website} />
    </div>
  );
}
