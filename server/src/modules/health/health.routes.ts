import { errorBody, healthResponse } from '@botlens/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseKind } from '../../db/client';
import type { Ctx } from '../context';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: Ctx; databaseKind: DatabaseKind }> = async (
  app,
  { ctx, databaseKind },
) => {
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { response: { 200: healthResponse, 503: errorBody } } },
    async (_request, reply) => {
      try {
        await ctx.db.execute(sql`select 1`);
      } catch {
        return reply.code(503).send({ message: 'Database unavailable' });
      }
      return { status: 'ok' as const, database: databaseKind };
    },
  );
};
