import type { LiveRobotsTxt } from '@botlens/contracts';

/** What was found at the site's /robots.txt, in RFC 9309's terms (a missing file allows all, an unreachable one disallows all). */
export function liveFileSentence(live: LiveRobotsTxt | null): string {
  if (live === null) return 'The live robots.txt could not be fetched: the outputs are the policy alone.';
  const status = live.httpStatus === null ? '' : ` (HTTP ${live.httpStatus})`;
  if (live.outcome === 'ok') return `The live robots.txt${status} is merged in: its other rules are kept.`;
  if (live.outcome === 'missing')
    return `The site serves no robots.txt${status}: crawlers read that as "allow everything".`;
  return `The live robots.txt was unreachable${status}: crawlers read that as "disallow everything" until it answers.`;
}
