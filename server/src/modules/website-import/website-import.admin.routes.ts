import { Readable } from 'node:stream';
import {
  bulkDeleteResult,
  errorBody,
  IMPORT_MESSAGES,
  idParam,
  importCsvRequest,
  importJsonRequest,
  importResult,
  importStatsResponse,
  MAX_IMPORT_TEXT_BYTES,
  managedWebsitesFilter,
  managedWebsitesQuery,
  managedWebsitesResponse,
  sourceListParam,
} from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '../../lib/errors';
import type { TrackingIdCache } from '../tracking/tracking-id-cache';
import type { WebsitePurger } from '../websites/website-purger';
import { deleteManagedWebsite } from './delete-managed-website';
import { deleteSourceList } from './delete-source-list';
import { exportManagedWebsitesCsv } from './export-managed-websites';
import { assertImportText, parseImportCsv, parseImportJson } from './import-rows';
import { importWebsites } from './import-websites';
import { listManagedWebsites } from './list-managed-websites';
import { readImportStats } from './website-import.queries';

// The spec's 10 MB of text, and room for the JSON string's escapes around it.
const IMPORT_BODY_LIMIT = MAX_IMPORT_TEXT_BYTES + 1024 * 1024;
const RECENT_IMPORTS = 10;

/**
 * Website import and management (part 2). The paths are the spec's /api/admin/…, but the routes serve every
 * signed-in user for their own websites and administrators for all (issue 25): the scope is in each verb.
 */
export const websiteImportAdminRoutes: FastifyPluginAsyncZod<{
  trackingIds: TrackingIdCache;
  purger: WebsitePurger;
}> = async (app, { trackingIds, purger }) => {
  app.post(
    '/api/admin/import-csv',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: 'user' },
      schema: { body: importCsvRequest, response: { 200: importResult, '4xx': errorBody } },
    },
    async (request) => {
      const { csvData, ...rest } = request.body;
      if (!csvData.trim()) throw new ValidationError(IMPORT_MESSAGES.pasteCsv, 'csvData');
      assertImportText(csvData, 'csvData');
      const rows = parseImportCsv(csvData);
      return importWebsites({ ctx: request.userCtx(), input: { ...rest, format: 'csv', rows } });
    },
  );

  app.post(
    '/api/admin/import-json',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: 'user' },
      schema: { body: importJsonRequest, response: { 200: importResult, '4xx': errorBody } },
    },
    async (request) => {
      const { jsonData, ...rest } = request.body;
      if (!jsonData.trim()) throw new ValidationError(IMPORT_MESSAGES.pasteJson, 'jsonData');
      assertImportText(jsonData, 'jsonData');
      const rows = parseImportJson(jsonData);
      return importWebsites({ ctx: request.userCtx(), input: { ...rest, format: 'json', rows } });
    },
  );

  app.get(
    '/api/admin/import-stats',
    { config: { access: 'user' }, schema: { response: { 200: importStatsResponse, '4xx': errorBody } } },
    async (request) => readImportStats(request.userCtx(), RECENT_IMPORTS),
  );

  app.get(
    '/api/admin/websites',
    {
      config: { access: 'user' },
      schema: {
        querystring: managedWebsitesQuery,
        response: { 200: managedWebsitesResponse, '4xx': errorBody },
      },
    },
    async (request) => listManagedWebsites({ ctx: request.userCtx(), input: request.query }),
  );

  app.get(
    '/api/admin/websites/export.csv',
    // No response schema for 200: the body is a stream of CSV text.
    { config: { access: 'user' }, schema: { querystring: managedWebsitesFilter } },
    async (request, reply) => {
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="websites-export-${date}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(exportManagedWebsitesCsv({ ctx: request.userCtx(), input: request.query })));
    },
  );

  app.delete(
    '/api/admin/websites/bulk/:sourceList',
    {
      config: { access: 'user' },
      schema: { params: sourceListParam, response: { 200: bulkDeleteResult, '4xx': errorBody } },
    },
    async (request) => {
      const deleted = await deleteSourceList({ ctx: request.userCtx(), input: request.params });
      for (const site of deleted) trackingIds.forget(site);
      if (deleted.length > 0) purger.purgeSoon();
      return { deleted: deleted.length };
    },
  );

  app.delete(
    '/api/admin/websites/:id',
    {
      config: { access: 'user' },
      schema: { params: idParam, response: { 204: z.null(), '4xx': errorBody } },
    },
    async (request, reply) => {
      const site = await deleteManagedWebsite({
        ctx: request.userCtx(),
        input: { websiteId: request.params.id },
      });
      trackingIds.forget(site);
      purger.purgeSoon();
      return reply.code(204).send(null);
    },
  );
};
