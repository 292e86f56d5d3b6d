import {
  type BotDirectoryQuery,
  botDirectoryPage,
  botFacts,
  botSiteData,
  robotsAccess,
} from '@botlens/contracts';
import { apiPath, apiUrl } from '@/lib/api-url';
import { useApiQuery } from '@/lib/use-api-query';

/** A page of the public directory; while the search changes, the previous page stays on screen. */
export function useBotDirectoryQuery(query: BotDirectoryQuery) {
  const url = apiUrl('/api/bots', {
    q: query.q || undefined,
    type: query.type === 'all' ? undefined : query.type,
    purpose: query.purpose === 'all' ? undefined : query.purpose,
    page: query.page > 1 ? query.page : undefined,
  });
  return useApiQuery(url, { schema: botDirectoryPage, keepPreviousData: true });
}

/** A known bot's facts; a 404 means the registry does not know it (the page says so). */
export function useBotFactsQuery(slug: string) {
  return useApiQuery(apiPath('/api/bots', slug), { schema: botFacts });
}

/** The bot's figures on one of the user's websites: idle until a website is chosen. */
export function useBotSiteDataQuery(websiteId: number | undefined, slug: string, days: number) {
  const url = apiUrl(`/api/websites/${websiteId ?? 0}/bots/${encodeURIComponent(slug)}`, { days });
  return useApiQuery(url, { schema: botSiteData, enabled: websiteId !== undefined, keepPreviousData: true });
}

/** The website's live robots.txt, judged for the bot: fetched once per visit of the page. */
export function useRobotsAccessQuery(websiteId: number | undefined, slug: string) {
  const url = `/api/websites/${websiteId ?? 0}/bots/${encodeURIComponent(slug)}/robots-txt`;
  return useApiQuery(url, { schema: robotsAccess, enabled: websiteId !== undefined });
}
