import { errorBody, healthResponse } from '@botlens/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseKind } from '../../db/client';
import type { Ctx } from '../context';
import type { IngestQueue } from '../tracking/ingest/ingest-queue';

export const healthRoutes: FastifyPluginAsyncZod<{
  ctx: Ctx;
  databaseKind: DatabaseKind;
  queue: IngestQueue;
}> = async (app, { ctx, databaseKind, queue }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { response: { 200: healthResponse, 503: healthResponse.or(errorBody) } },
    },
    async (request, reply) => {
      try {
        await ctx.db.execute(sql`select 1`);
      } catch {
        return reply.code(503).send({ message: 'Database unavailable', requestId: request.id });
      }
      // A database that answers may still refuse every write (a full disk, a read-only replica): the
      // ingest writer is the one that finds out, and it says so until a write succeeds again.
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
