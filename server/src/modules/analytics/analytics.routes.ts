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
import type { signedInUser } from '../../plugins/access';
import type { Ctx } from '../context';
import type { WindowClock } from '../page-windows/window-clock';
import { findWebsiteForCaller } from '../websites/websites.queries';
import { analyticsWindow } from './analytics-window';
import { exportBotHitsCsv } from './export-csv';
import { readBreakdown, readTopBots } from './read-bot-lists';
import { readPageHeatmap, readRecentActivity, readSessions } from './read-event-lists';
import { readStats } from './read-stats';
import { readActivityGrid, readTrends } from './read-time-series';

/**
 * Every analytics read: the website must be the caller's (admins may read any; anyone else gets a 404), and
 * the query (range, type, time zone, granularity) is parsed once by the shared contract.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ ctx: Ctx; windowClock: WindowClock }> = async (
  app,
  { ctx, windowClock },
) => {
  const site = (request: Parameters<typeof signedInUser>[0], id: number) =>
    findWebsiteForCaller(request.userCtx(), id);
  // Reads of bot_page_windows first bring the windows to the hour the request is made in.
  const pageWindowFor = async (query: Parameters<typeof analyticsWindow>[0]) => {
    const now = new Date();
    await windowClock.current(now.getTime());
    return analyticsWindow(query, now);
  };
  const options = <Q extends z.ZodType, R extends z.ZodType>(querystring: Q, response: R) => ({
    config: { access: 'user' as const },
    schema: { params: idParam, querystring, response: { 200: response, '4xx': errorBody } },
  });

  app.get('/api/websites/:id/stats', options(analyticsQuery, siteStats), async (request) => {
    const website = await site(request, request.params.id);
    return readStats(ctx.db, website.id, await pageWindowFor(request.query));
  });

  app.get('/api/websites/:id/top-bots', options(topBotsQuery, z.array(topBot)), async (request) => {
    const website = await site(request, request.params.id);
    return readTopBots(ctx.db, website.id, await pageWindowFor(request.query), request.query.limit);
  });

  app.get('/api/websites/:id/traffic-trends', options(trendsQuery, z.array(trendPoint)), async (request) => {
    const website = await site(request, request.params.id);
    const { hours, granularity } = request.query;
    // With hours, the contract has made sure the granularity is hourly.
    return readTrends(ctx.db, website.id, analyticsWindow(request.query, new Date(), hours), granularity);
  });

  app.get(
    '/api/websites/:id/recent-activity',
    options(analyticsQuery, z.array(recentActivityEntry)),
    async (request) => {
      const website = await site(request, request.params.id);
      return readRecentActivity(ctx.db, website.id, analyticsWindow(request.query));
    },
  );

  app.get('/api/websites/:id/heatmap', options(analyticsQuery, z.array(heatmapEntry)), async (request) => {
    const website = await site(request, request.params.id);
    return readPageHeatmap(ctx.db, website.id, await pageWindowFor(request.query));
  });

  app.get('/api/websites/:id/sessions', options(analyticsQuery, z.array(botSession)), async (request) => {
    const website = await site(request, request.params.id);
    return readSessions(ctx.db, website.id, analyticsWindow(request.query));
  });

  app.get('/api/websites/:id/activity-grid', options(analyticsQuery, activityGrid), async (request) => {
    const website = await site(request, request.params.id);
    return readActivityGrid(ctx.db, website.id, analyticsWindow(request.query));
  });

  app.get('/api/websites/:id/breakdown', options(analyticsQuery, breakdown), async (request) => {
    const website = await site(request, request.params.id);
    return readBreakdown(ctx.db, website.id, analyticsWindow(request.query));
  });

  app.get(
    '/api/websites/:id/export.csv',
    // No response schema for 200: the body is a stream of CSV text, not JSON.
    { config: { access: 'user' }, schema: { params: idParam, querystring: analyticsQuery } },
    async (request, reply) => {
      const website = await site(request, request.params.id);
      const filename = `botlens-${website.domain.replace(/[^a-z0-9.-]/gi, '_')}-${request.query.range}d.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(exportBotHitsCsv(ctx.db, website.id, analyticsWindow(request.query))));
    },
  );
};
