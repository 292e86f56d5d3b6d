import {
  type AnalyticsFilters,
  browserTimeZone,
  parseRange,
  parseTypeFilter,
} from '@/features/analytics/analytics-filters';
import { useAddressParams } from '@/lib/use-address-params';

export const SHARED_VIEWS = ['dashboard', 'bots', 'pages'] as const;
export type SharedView = (typeof SHARED_VIEWS)[number];

/**
 * A shared dashboard's tab and filters, kept in the address (?view=&range=&type=) like the owner's screens.
 * Times are in the visitor's own zone: a shared link has no preferences of its own.
 */
export function useSharedViewParams() {
  const { params, update } = useAddressParams();
  const view: SharedView = SHARED_VIEWS.find((v) => v === params.get('view')) ?? 'dashboard';
  const filters: AnalyticsFilters = {
    range: parseRange(params.get('range')),
    type: parseTypeFilter(params.get('type')),
    tz: browserTimeZone(),
  };
  return {
    view,
    filters,
    setView: (next: SharedView) => update({ view: next }),
    setFilters: (changes: Partial<AnalyticsFilters>) => update(changes),
  };
}
