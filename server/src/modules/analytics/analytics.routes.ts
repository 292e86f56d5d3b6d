import { Readable } from 'node:stream';
import {
  activityGrid,
  analyticsQuery,
  botSession,
  breakdown,
  errorBody,
  heatmapEntry,
  idParam,
  recentActivityEntry,
  siteStats,
  topBot,
  topBotsQuery,
  trendPoint,
  trendsQuery,
} from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserCtx } from '../context';
import type { WindowClock } from '../page-windows/window-clock';
import { getPreferences } from '../settings/preferences';
import { findWebsiteForCaller } from '../websites/websites.queries';
import { analyticsScope, type ScopeQuery } from './analytics-scope';
import { exportBotHitsCsv } from './export-csv';
import { withPreferredDefaults } from './preferred-query';
import { readBreakdown, readTopBots } from './read-bot-lists';
import { readPageHeatmap, readRecentActivity, readSessions } from './read-event-lists';
import { readStats } from './read-stats';
import { readActivityGrid, readTrends } from './read-time-series';

type WebsiteRequest = { params: { id: number }; userCtx: () => UserCtx };
/** A parsed query: range and tz may be left out, to be the caller's preferences. */
type RequestQuery = Omit<ScopeQuery, 'range' | 'tz'> & { range?: number; tz?: string };

/** Every analytics read of a website; the query (range, type, time zone, granularity) is parsed by the contract. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ windowClock: WindowClock }> = async (
  app,
  { windowClock },
) => {
  /**
   * How every route here starts: the website must be the caller's (admins may read any; anyone else gets a
   * 404), then the query becomes the scope each read takes. Reads of bot_page_windows first bring the
   * windows to the hour the request is made in.
   */
  const scoped = async (request: WebsiteRequest, query: RequestQuery, reads = { pageWindows: false }) => {
    const ctx = request.userCtx();
    const website = await findWebsiteForCaller(ctx, request.params.id);
    const resolved: ScopeQuery =
      query.range === undefined || query.tz === undefined
        ? withPreferredDefaults(query, await getPreferences({ ctx }))
        : { ...query, range: query.range, tz: query.tz };
    const now = new Date();
    if (reads.pageWindows) await windowClock.current(now.getTime());
    return { ctx, website, range: resolved.range, scope: analyticsScope(website.id, resolved, now) };
  };
  const options = <Q extends z.ZodType, R extends z.ZodType>(querystring: Q, response: R) => ({
    config: { access: 'user' as const },
    schema: { params: idParam, querystring, response: { 200: response, '4xx': errorBody } },
  });

  app.get('/api/websites/:id/stats', options(analyticsQuery, siteStats), async (request) => {
    const { ctx, scope } = await scoped(request, request.query, { pageWindows: true });
    return readStats({ ctx, input: { scope } });
  });

  app.get('/api/websites/:id/top-bots', options(topBotsQuery, z.array(topBot)), async (request) => {
    const { ctx, scope } = await scoped(request, request.query, { pageWindows: true });
    return readTopBots({ ctx, input: { scope, limit: request.query.limit } });
  });

  // With hours, the contract has made sure the granularity is hourly.
  app.get('/api/websites/:id/traffic-trends', options(trendsQuery, z.array(trendPoint)), async (request) => {
    const { ctx, scope } = await scoped(request, request.query);
    return readTrends({ ctx, input: { scope } });
  });

  app.get(
    '/api/websites/:id/recent-activity',
    options(analyticsQuery, z.array(recentActivityEntry)),
    async (request) => {
      const { ctx, scope } = await scoped(request, request.query);
      return readRecentActivity({ ctx, input: { scope } });
    },
  );

  app.get('/api/websites/:id/heatmap', options(analyticsQuery, z.array(heatmapEntry)), async (request) => {
    const { ctx, scope } = await scoped(request, request.query, { pageWindows: true });
    return readPageHeatmap({ ctx, input: { scope } });
  });

  app.get('/api/websites/:id/sessions', options(analyticsQuery, z.array(botSession)), async (request) => {
    const { ctx, scope } = await scoped(request, request.query);
    return readSessions({ ctx, input: { scope } });
  });

  app.get('/api/websites/:id/activity-grid', options(analyticsQuery, activityGrid), async (request) => {
    const { ctx, scope } = await scoped(request, request.query);
    return readActivityGrid({ ctx, input: { scope } });
  });

  app.get('/api/websites/:id/breakdown', options(analyticsQuery, breakdown), async (request) => {
    const { ctx, scope } = await scoped(request, request.query);
    return readBreakdown({ ctx, input: { scope } });
  });

  app.get(
    '/api/websites/:id/export.csv',
    // No response schema for 200: the body is a stream of CSV text, not JSON.
    { config: { access: 'user' }, schema: { params: idParam, querystring: analyticsQuery } },
    async (request, reply) => {
      const { ctx, website, range, scope } = await scoped(request, request.query);
      const filename = `botlens-${website.domain.replace(/[^a-z0-9.-]/gi, '_')}-${range}d.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(exportBotHitsCsv({ ctx, input: { scope } })));
    },
  );
};
