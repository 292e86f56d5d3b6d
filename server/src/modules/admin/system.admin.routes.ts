import { adminSystemResponse, errorBody } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSystemStatusVerb, type SystemDeps } from './read-system-status';

/** The administrator's System Analytics tab: what this process and its database are doing now. */
export const systemAdminRoutes: FastifyPluginAsyncZod<SystemDeps> = async (app, deps) => {
  const readSystemStatus = readSystemStatusVerb(deps);
  app.get(
    '/api/admin/system',
    { config: { access: 'admin' }, schema: { response: { 200: adminSystemResponse, '4xx': errorBody } } },
    async (request) => readSystemStatus({ ctx: request.ctx }),
  );
};
