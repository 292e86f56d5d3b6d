import {
  adminServiceRequest,
  adminServiceRequestStats,
  adminServiceRequestsQuery,
  adminServiceRequestsResponse,
  adminServiceRequestUpdate,
  errorBody,
  idParam,
  serviceRequestHistoryResponse,
} from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteServiceRequest } from './delete-service-request';
import { listServiceRequests, readServiceRequestHistory } from './list-service-requests';
import { restoreServiceRequest } from './restore-service-request';
import { readServiceRequestStats } from './service-request-stats';
import { updateServiceRequest } from './update-service-request';

// 10,000 characters of notes, each up to six bytes once escaped in JSON, with a status and a cost.
const UPDATE_BODY_LIMIT = 64 * 1024;
// Delete and restore carry nothing.
const EMPTY_BODY_LIMIT = 1024;

/** Part 2, /admin/service-requests: the list, the stats, edit, delete and its Undo, and a request's history. */
export const serviceRequestsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/service-requests',
    {
      config: { access: 'admin' },
      schema: {
        querystring: adminServiceRequestsQuery,
        response: { 200: adminServiceRequestsResponse, '4xx': errorBody },
      },
    },
    async (request) => listServiceRequests({ ctx: request.userCtx(), input: request.query }),
  );

  app.get(
    '/api/admin/service-requests/stats',
    {
      config: { access: 'admin' },
      schema: { response: { 200: adminServiceRequestStats, '4xx': errorBody } },
    },
    async (request) => readServiceRequestStats({ ctx: request.userCtx() }),
  );

  app.patch(
    '/api/admin/service-requests/:id',
    {
      config: { access: 'admin' },
      bodyLimit: UPDATE_BODY_LIMIT,
      schema: {
        params: idParam,
        body: adminServiceRequestUpdate,
        response: { 200: adminServiceRequest, '4xx': errorBody },
      },
    },
    async (request) =>
      updateServiceRequest({ ctx: request.userCtx(), input: { id: request.params.id, ...request.body } }),
  );

  app.delete(
    '/api/admin/service-requests/:id',
    {
      config: { access: 'admin' },
      bodyLimit: EMPTY_BODY_LIMIT,
      schema: { params: idParam, response: { 204: z.null(), '4xx': errorBody } },
    },
    async (request, reply) => {
      await deleteServiceRequest({ ctx: request.userCtx(), input: { id: request.params.id } });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/service-requests/:id/restore',
    {
      config: { access: 'admin' },
      bodyLimit: EMPTY_BODY_LIMIT,
      schema: { params: idParam, response: { 200: adminServiceRequest, '4xx': errorBody } },
    },
    async (request) => restoreServiceRequest({ ctx: request.userCtx(), input: { id: request.params.id } }),
  );

  app.get(
    '/api/admin/service-requests/:id/history',
    {
      config: { access: 'admin' },
      schema: { params: idParam, response: { 200: serviceRequestHistoryResponse, '4xx': errorBody } },
    },
    async (request) =>
      readServiceRequestHistory({ ctx: request.userCtx(), input: { id: request.params.id } }),
  );
};
