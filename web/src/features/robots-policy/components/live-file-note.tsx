import type { LiveRobotsTxt } from '@botlens/contracts';
import { Info } from 'lucide-react';
import { Callout } from '@/components/callout';
import { formatLocalDateTime } from '@/lib/format-time';
import { liveFileSentence } from '../live-file';

export function LiveFileNote({ live }: { live: LiveRobotsTxt | null }) {
  const fetched = live ? formatLocalDateTime(live.fetchedAt) : null;
  return (
    <Callout tone={live?.outcome === 'unreachable' ? 'warning' : 'info'} icon={Info} title="Live robots.txt">
      <p>{liveFileSentence(live)}</p>
      {fetched && <p className="text-xs">Read {fetched}.</p>}
    </Callout>
  );
}
