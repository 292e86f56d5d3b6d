import { errorBody, healthResponse } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseKind } from '../../db/client';
import { UnavailableError } from '../../lib/errors';
import type { IngestQueue } from '../tracking/ingest/ingest-queue';
import { pingDatabase } from './health.queries';

export const healthRoutes: FastifyPluginAsyncZod<{
  databaseKind: DatabaseKind;
  queue: IngestQueue;
}> = async (app, { databaseKind, queue }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { response: { 200: healthResponse, 503: healthResponse.or(errorBody) } },
    },
    async (request, reply) => {
      try {
        await pingDatabase(request.ctx.db);
      } catch {
        throw new UnavailableError('Database unavailable');
      }
      // A database that answers may still refuse every write (a full disk, a read-only replica): the
      // ingest writer is the one that finds out, and it says so until a write succeeds again. Not an error
      // but the health report itself, with a status a monitor reads: so answered here, not thrown.
      const failure = queue.writeFailure;
      if (failure) {
        return reply.code(503).send({
          status: 'degraded',
          database: databaseKind,
          reason: `Hits cannot be stored since ${failure.at.toISOString()}: ${failure.message}`,
          requestId: request.id,
        });
      }
      return { status: 'ok' as const, database: databaseKind };
    },
  );
};
