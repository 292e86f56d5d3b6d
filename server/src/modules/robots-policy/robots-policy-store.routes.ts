import {
  errorBody,
  idParam,
  previewRobotsPolicyRequest,
  robotsPolicyOutputs,
  robotsPolicyOutputsQuery,
  robotsPolicyState,
  saveRobotsPolicyRequest,
} from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { previewPolicyOutputs, readPolicyOutputs } from './policy-outputs';
import { readRobotsPolicy, saveRobotsPolicy } from './policy-store';

/** A website's stored AI crawler policy (versions, who saved them) and what it produces. */
export const robotsPolicyStoreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/websites/:id/robots/policy',
    {
      config: { access: 'user' },
      schema: { params: idParam, response: { 200: robotsPolicyState, '4xx': errorBody } },
    },
    async (request) => readRobotsPolicy({ ctx: request.userCtx(), input: { websiteId: request.params.id } }),
  );

  app.put(
    '/api/websites/:id/robots/policy',
    {
      config: { access: 'user' },
      schema: {
        params: idParam,
        body: saveRobotsPolicyRequest,
        response: { 200: robotsPolicyState, '4xx': errorBody },
      },
    },
    async (request) =>
      saveRobotsPolicy({ ctx: request.userCtx(), input: { ...request.body, websiteId: request.params.id } }),
  );

  app.get(
    '/api/websites/:id/robots/outputs',
    {
      config: { access: 'user' },
      schema: {
        params: idParam,
        querystring: robotsPolicyOutputsQuery,
        response: { 200: robotsPolicyOutputs, '4xx': errorBody },
      },
    },
    async (request) =>
      readPolicyOutputs({
        ctx: request.userCtx(),
        input: { websiteId: request.params.id, version: request.query.version },
      }),
  );

  app.post(
    '/api/websites/:id/robots/preview',
    {
      config: { access: 'user' },
      schema: {
        params: idParam,
        body: previewRobotsPolicyRequest,
        response: { 200: robotsPolicyOutputs, '4xx': errorBody },
      },
    },
    async (request) =>
      previewPolicyOutputs({
        ctx: request.userCtx(),
        input: { websiteId: request.params.id, policy: request.body.policy },
      }),
  );
};
