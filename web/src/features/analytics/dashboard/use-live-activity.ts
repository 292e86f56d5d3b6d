import { type RecentActivityEntry, recentActivityEntry } from '@botlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type AnalyticsEndpoint, analyticsEndpointKey } from '../analytics-api';
import type { LiveState } from '../components/live-badge';

/** Part 1 §9: the feed shows the latest 10. */
export const FEED_SIZE = 10;
/** Live hits refresh the figures they change at most this often, however fast they arrive. */
const INVALIDATE_EVERY_MS = 5_000;
const REFRESHED_BY_HITS: readonly AnalyticsEndpoint[] = ['stats', 'traffic-trends', 'top-bots'];

const liveHit = recentActivityEntry.omit({ id: true });

// Live hits have no stored id yet: negative ones keep React keys unique until the next refetch replaces them.
let nextLocalId = -1;

/**
 * The Real-time Activity feed over server-sent events. Each hit is prepended to every cached
 * recent-activity list of the website (10 kept); stats, trends and top bots are refetched at most every 5 s.
 * An error (server gone, too many feeds open, signed out) reports 'polling': the caller then refetches the
 * feed every 30 s. EventSource reconnects by itself and reports 'live' again when it does.
 */
export function useLiveActivity(websiteId: number): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    if (typeof EventSource === 'undefined') {
      setState('polling');
      return;
    }
    setState('connecting');
    const source = new EventSource(`/api/websites/${websiteId}/live`, { withCredentials: true });
    let lastRefresh = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const refresh = () => {
      timer = undefined;
      lastRefresh = Date.now();
      for (const endpoint of REFRESHED_BY_HITS) {
        void queryClient.invalidateQueries({ queryKey: analyticsEndpointKey(websiteId, endpoint) });
      }
    };
    const onHit = (event: MessageEvent<string>) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(event.data);
      } catch {
        return;
      }
      const hit = liveHit.safeParse(parsed);
      if (!hit.success) return;
      const entry: RecentActivityEntry = { id: nextLocalId--, ...hit.data };
      const feeds = { queryKey: analyticsEndpointKey(websiteId, 'recent-activity') };
      queryClient.setQueriesData<RecentActivityEntry[] | null>(feeds, (entries) =>
        entries ? [entry, ...entries].slice(0, FEED_SIZE) : entries,
      );
      // A feed still loading was asked for before this hit was stored: its answer would drop the hit, so ask again.
      const loading = queryClient
        .getQueryCache()
        .findAll(feeds)
        .some((query) => query.state.fetchStatus === 'fetching' || query.state.data === undefined);
      if (loading) void queryClient.invalidateQueries(feeds);
      timer ??= setTimeout(refresh, Math.max(0, lastRefresh + INVALIDATE_EVERY_MS - Date.now()));
    };

    source.addEventListener('open', () => {
      setState('live');
      // Hits stored before the stream opened (or while it was down) never come over it: read the feed again.
      void queryClient.invalidateQueries({ queryKey: analyticsEndpointKey(websiteId, 'recent-activity') });
    });
    source.addEventListener('error', () => setState('polling'));
    source.addEventListener('hit', onHit);
    return () => {
      source.close();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [websiteId, queryClient]);

  return state;
}
