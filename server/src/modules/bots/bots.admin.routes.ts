import { errorBody, reclassificationStateResponse } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReclassificationRunner } from './reclassify/reclassification-runner';
import { readReclassificationState, startReclassificationVerb } from './reclassify/reclassification-state';

/** The administrator's view of the bot registry's hold on stored history: its reclassification. */
export const botsAdminRoutes: FastifyPluginAsyncZod<{ reclassifier: ReclassificationRunner }> = async (
  app,
  { reclassifier },
) => {
  const startReclassification = startReclassificationVerb(reclassifier);
  app.get(
    '/api/admin/bots/reclassification',
    {
      config: { access: 'admin' },
      schema: { response: { 200: reclassificationStateResponse, '4xx': errorBody } },
    },
    async (request) =>
      readReclassificationState({
        ctx: request.userCtx(),
        input: { registryFingerprint: reclassifier.fingerprint, running: reclassifier.isRunning },
      }),
  );
  app.post(
    '/api/admin/bots/reclassification',
    {
      config: { access: 'admin' },
      schema: { response: { 202: reclassificationStateResponse, '4xx': errorBody } },
    },
    async (request, reply) => reply.code(202).send(await startReclassification({ ctx: request.userCtx() })),
  );
};
