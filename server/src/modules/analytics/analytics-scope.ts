import type { GRANULARITIES, ResolvedAnalyticsQuery } from '@botlens/contracts';
import type { Ctx } from '../context';
import { type AnalyticsWindow, analyticsWindow } from './analytics-window';

export type Granularity = (typeof GRANULARITIES)[number];

/**
 * One analytics read from request to SQL: the website (already checked to be the caller's), its time window
 * with the type filter and the viewer's time zone, and how a time series buckets it. Built once per request
 * by `analyticsScope`; every read turns it into SQL conditions with analytics-scope.queries.ts only.
 */
export type AnalyticsScope = AnalyticsWindow & {
  websiteId: number;
  /** How a time series buckets the window; hourly unless the request asks otherwise. */
  granularity: Granularity;
};

/** The parsed contract query of an analytics route (trends add granularity and an optional count of hours). */
export type ScopeQuery = Pick<ResolvedAnalyticsQuery, 'range' | 'type' | 'tz'> & {
  granularity?: Granularity;
  hours?: number;
};

/** `period` 0 is the window ending with the current hour, 1 the equal window just before it ('vs last week'). */
export type Period = 0 | 1;

export function analyticsScope(websiteId: number, query: ScopeQuery, now = new Date()): AnalyticsScope {
  return {
    websiteId,
    ...analyticsWindow(query, now, query.hours),
    granularity: query.granularity ?? 'hourly',
  };
}

/** The instants [from, to) of the window (period 0) or of the one just before it (period 1). */
export function periodSpan(scope: AnalyticsScope, period: Period): { from: Date; to: Date } {
  return period === 0 ? { from: scope.start, to: scope.end } : { from: scope.previousStart, to: scope.start };
}

/**
 * The arguments of every analytics read: the context (any caller: the route has checked the website is
 * theirs when it built the scope) and the scope, with what the read adds (a limit).
 */
export type ScopedRead<Extra = unknown> = { ctx: Ctx; input: { scope: AnalyticsScope } & Extra };
