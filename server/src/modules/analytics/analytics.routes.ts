import { Readable } from 'node:stream';
import { analyticsQuery, idParam } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WindowClock } from '../page-windows/window-clock';
import { getPreferences } from '../settings/preferences';
import { findWebsiteForCaller } from '../websites/websites.queries';
import { registerAnalyticsReads } from './analytics-reads.routes';
import { exportBotHitsCsv } from './export-csv';

/** Every analytics read of a website by its owner (or an administrator); the query is parsed by the contract. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ windowClock: WindowClock }> = async (
  app,
  { windowClock },
) => {
  // The website must be the caller's (admins may read any; anyone else gets a 404); a query without range
  // or tz takes the caller's preferences.
  const { scoped } = registerAnalyticsReads(app, {
    prefix: '/api/websites/:id',
    params: idParam,
    access: 'user',
    windowClock,
    reading: async (request) => {
      const ctx = request.userCtx();
      const { id } = request.params as { id: number };
      const website = await findWebsiteForCaller(ctx, id);
      return { ctx, website, defaults: () => getPreferences({ ctx }) };
    },
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
