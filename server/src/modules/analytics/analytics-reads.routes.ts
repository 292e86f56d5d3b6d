import {
  activityGrid,
  analyticsQuery,
  botSession,
  breakdown,
  errorBody,
  heatmapEntry,
  type Preferences,
  recentActivityEntry,
  siteStats,
  topBot,
  topBotsQuery,
  trendPoint,
  trendsQuery,
} from '@botlens/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WebsiteRow } from '../../db/schema';
import type { Access } from '../../plugins/access';
import type { Ctx } from '../context';
import type { WindowClock } from '../page-windows/window-clock';
import { analyticsScope, type ScopeQuery } from './analytics-scope';
import { withPreferredDefaults } from './preferred-query';
import { readBreakdown, readTopBots } from './read-bot-lists';
import { readPageHeatmap, readRecentActivity, readSessions } from './read-event-lists';
import { readStats } from './read-stats';
import { readActivityGrid, readTrends } from './read-time-series';

/** A parsed query: range and tz may be left out, to be the reader's defaults. */
export type RequestQuery = Omit<ScopeQuery, 'range' | 'tz'> & { range?: number; tz?: string };

/**
 * Who reads and which website: the owner's dashboard (the caller's website, their preferences) or a shared
 * link (the link's website, no caller). Resolving throws the 404 (or 401) that ends the request.
 */
export type ReadingOf = (request: FastifyRequest) => Promise<{
  ctx: Ctx;
  website: WebsiteRow;
  defaults: () => Promise<Pick<Preferences, 'timeZone' | 'defaultRangeDays'>>;
}>;

type AnalyticsReadsOptions = {
  /** The path every read hangs under, with its parameters: '/api/websites/:id', '/api/shared/:slug'. */
  prefix: string;
  params: z.ZodType;
  access: Access;
  reading: ReadingOf;
  windowClock: WindowClock;
};

/**
 * The dashboard's reads, registered once per way in: every way in builds the same scope and calls the same
 * verbs, so a shared link reads exactly what the owner's dashboard reads, and only its website.
 */
export function registerAnalyticsReads(
  app: FastifyInstance,
  { prefix, params, access, reading, windowClock }: AnalyticsReadsOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  /**
   * How every read starts: the website (the caller's own, or the link's), then the query becomes the scope
   * each read takes. Reads of bot_page_windows first bring the windows to the hour the request is made in.
   */
  const scoped = async (request: FastifyRequest, query: RequestQuery, reads = { pageWindows: false }) => {
    const { ctx, website, defaults } = await reading(request);
    const resolved: ScopeQuery =
      query.range === undefined || query.tz === undefined
        ? withPreferredDefaults(query, await defaults())
        : { ...query, range: query.range, tz: query.tz };
    const now = new Date();
    if (reads.pageWindows) await windowClock.current(now.getTime());
    return { ctx, website, range: resolved.range, scope: analyticsScope(website.id, resolved, now) };
  };
  const options = <Q extends z.ZodType, R extends z.ZodType>(querystring: Q, response: R) => ({
    config: { access },
    schema: { params, querystring, response: { 200: response, '4xx': errorBody } },
  });

  routes.get(`${prefix}/stats`, options(analyticsQuery, siteStats), async (request) => {
    const { ctx, scope } = await scoped(request, request.query, { pageWindows: true });
    return readStats({ ctx, input: { scope } });
  });

  routes.get(`${prefix}/top-bots`, options(topBotsQuery, z.array(topBot)), async (request) => {
    const { ctx, scope } = await scoped(request, request.query, { pageWindows: true });
    return readTopBots({ ctx, input: { scope, limit: request.query.limit } });
  });

  // With hours, the contract has made sure the granularity is hourly.
  routes.get(`${prefix}/traffic-trends`, options(trendsQuery, z.array(trendPoint)), async (request) => {
    const { ctx, scope } = await scoped(request, request.query);
    return readTrends({ ctx, input: { scope } });
  });

  routes.get(
    `${prefix}/recent-activity`,
    options(analyticsQuery, z.array(recentActivityEntry)),
    async (request) => {
      const { ctx, scope } = await scoped(request, request.query);
      return readRecentActivity({ ctx, input: { scope } });
    },
  );

  routes.get(`${prefix}/heatmap`, options(analyticsQuery, z.array(heatmapEntry)), async (request) => {
    const { ctx, scope } = await scoped(request, request.query, { pageWindows: true });
    return readPageHeatmap({ ctx, input: { scope } });
  });

  routes.get(`${prefix}/sessions`, options(analyticsQuery, z.array(botSession)), async (request) => {
    const { ctx, scope } = await scoped(request, request.query);
    return readSessions({ ctx, input: { scope } });
  });

  routes.get(`${prefix}/activity-grid`, options(analyticsQuery, activityGrid), async (request) => {
    const { ctx, scope } = await scoped(request, request.query);
    return readActivityGrid({ ctx, input: { scope } });
  });

  routes.get(`${prefix}/breakdown`, options(analyticsQuery, breakdown), async (request) => {
    const { ctx, scope } = await scoped(request, request.query);
    return readBreakdown({ ctx, input: { scope } });
  });

  return { scoped };
}
