import { complianceQuery, errorBody, idParam, robotsCompliance, servedFilesCheck } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readRobotsCompliance } from './robots-compliance';
import { checkServedFiles } from './served-files-check';

/** How a website's crawlers and served files compare with its robots.txt and its policy. */
export const robotsComplianceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/websites/:id/robots/compliance',
    {
      config: { access: 'user' },
      schema: {
        params: idParam,
        querystring: complianceQuery,
        response: { 200: robotsCompliance, '4xx': errorBody },
      },
    },
    async (request) =>
      readRobotsCompliance({
        ctx: request.userCtx(),
        input: { ...request.query, websiteId: request.params.id },
      }),
  );

  app.get(
    '/api/websites/:id/robots/served-check',
    {
      config: { access: 'user' },
      schema: { params: idParam, response: { 200: servedFilesCheck, '4xx': errorBody } },
    },
    async (request) => checkServedFiles({ ctx: request.userCtx(), input: { websiteId: request.params.id } }),
  );
};
