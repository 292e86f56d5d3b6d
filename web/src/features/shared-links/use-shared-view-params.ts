import { useSearchParams } from 'wouter';
import {
  type AnalyticsFilters,
  browserTimeZone,
  parseRange,
  parseTypeFilter,
} from '@/features/analytics/analytics-filters';

export const SHARED_VIEWS = ['dashboard', 'bots', 'pages'] as const;
export type SharedView = (typeof SHARED_VIEWS)[number];

/**
 * A shared dashboard's tab and filters, kept in the address (?view=&range=&type=) like the owner's screens.
 * Times are in the visitor's own zone: a shared link has no preferences of its own.
 */
export function useSharedViewParams() {
  const [params, setParams] = useSearchParams();
  const view: SharedView = SHARED_VIEWS.find((v) => v === params.get('view')) ?? 'dashboard';
  const filters: AnalyticsFilters = {
    range: parseRange(params.get('range')),
    type: parseTypeFilter(params.get('type')),
    tz: browserTimeZone(),
  };
  const update = (changes: Record<string, string>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return {
    view,
    filters,
    setView: (next: SharedView) => update({ view: next }),
    setFilters: (changes: Partial<AnalyticsFilters>) =>
      update(Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))),
  };
}
