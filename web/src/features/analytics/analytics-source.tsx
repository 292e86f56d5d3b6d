import { createContext, type ReactNode, useContext } from 'react';
import { apiPath } from '@/lib/api-url';
import type { Range } from './analytics-filters';

/**
 * Where the analytics screens read from. By default the signed-in owner's `/api/websites/<id>`; inside a
 * shared dashboard (/share/<slug>) the same cards read `/api/shared/<slug>`, which serves that website only,
 * and leave out the links to screens only an owner has (settings, per-website bot profiles).
 */
export type SharedAnalyticsSource = {
  /** The path every read of the shared link hangs under. */
  apiBase: string;
  /** The shared view's own Bot Analytics tab, for the dashboard's 'All bots'. */
  botsHref: (range: Range) => string;
};

const SharedSourceContext = createContext<SharedAnalyticsSource | null>(null);

export function SharedAnalyticsProvider({
  source,
  children,
}: {
  source: SharedAnalyticsSource;
  children: ReactNode;
}) {
  return <SharedSourceContext.Provider value={source}>{children}</SharedSourceContext.Provider>;
}

/** The shared link the screen is shown through, or null on the owner's own screens. */
export function useSharedAnalyticsSource(): SharedAnalyticsSource | null {
  return useContext(SharedSourceContext);
}

/** The path a website's analytics reads hang under, for whoever is looking. */
export function useAnalyticsBase(websiteId: number): string {
  return useSharedAnalyticsSource()?.apiBase ?? apiPath('/api/websites', websiteId);
}

/** The website a bot's profile link shows figures for: none in a shared view (the profile is the owner's). */
export function useProfileWebsiteId(websiteId: number): number | undefined {
  return useSharedAnalyticsSource() ? undefined : websiteId;
}
