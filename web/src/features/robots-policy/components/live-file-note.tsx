import type { LiveRobotsTxt } from '@botlens/contracts';
import { Info } from 'lucide-react';
import { Callout } from '@/components/callout';
import { formatLocalDateTime } from '@/lib/format-time';

/** What was found at the site's /robots.txt, in RFC 9309's terms (a missing file allows all, an unreachable one disallows all). */
export function liveFileSentence(live: LiveRobotsTxt | null): string {
  if (live === null) return 'The live robots.txt could not be fetched: the outputs are the policy alone.';
  const status = live.httpStatus === null ? '' : ` (HTTP ${live.httpStatus})`;
  if (live.outcome === 'ok') return `The live robots.txt${status} is merged in: its other rules are kept.`;
  if (live.outcome === 'missing')
    return `The site serves no robots.txt${status}: crawlers read that as "allow everything".`;
  return `The live robots.txt was unreachable${status}: crawlers read that as "disallow everything" until it answers.`;
}

export function LiveFileNote({ live }: { live: LiveRobotsTxt | null }) {
  const fetched = live ? formatLocalDateTime(live.fetchedAt) : null;
  return (
    <Callout tone={live?.outcome === 'unreachable' ? 'warning' : 'info'} icon={Info} title="Live robots.txt">
      <p>{liveFileSentence(live)}</p>
      {fetched && <p className="text-xs">Read {fetched}.</p>}
    </Callout>
  );
}
