import { errorBody, idParam, latestLlmsTxtGeneration, llmsTxtGeneration } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readLatestLlmsTxtGeneration, startLlmsTxtGenerationVerb } from './llms-txt-generation';
import { LlmsTxtRuns } from './llms-txt-runs';

/** A website's llms.txt, generated from its sitemap in the background; the page polls its progress. */
export const llmsTxtRoutes: FastifyPluginAsyncZod = async (app) => {
  const runs = new LlmsTxtRuns();
  // Before the database closes (main's onClose): the runs stop and write how they ended.
  app.addHook('preClose', () => runs.close());
  const startGeneration = startLlmsTxtGenerationVerb(runs);

  app.post(
    '/api/websites/:id/llms-txt',
    {
      config: { access: 'user' },
      schema: {
        params: idParam,
        response: { 200: llmsTxtGeneration, 202: llmsTxtGeneration, '4xx': errorBody },
      },
    },
    async (request, reply) => {
      const { started, generation } = await startGeneration({
        ctx: request.userCtx(),
        input: { websiteId: request.params.id },
      });
      return reply.code(started ? 202 : 200).send(generation);
    },
  );

  app.get(
    '/api/websites/:id/llms-txt',
    {
      config: { access: 'user' },
      schema: { params: idParam, response: { 200: latestLlmsTxtGeneration, '4xx': errorBody } },
    },
    async (request) =>
      readLatestLlmsTxtGeneration({ ctx: request.userCtx(), input: { websiteId: request.params.id } }),
  );
};
