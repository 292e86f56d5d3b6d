import {
  addNewsFeedRequest,
  errorBody,
  idParam,
  newsFeed,
  newsFeedPollResult,
  newsFeedsResponse,
} from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addNewsFeed, deleteNewsFeed, listNewsFeeds, pollNewsFeedNow } from './manage-news-feeds';

/** The administrators' news sources (the News feeds tab of the Blog section): list, add, delete, poll now. */
export const newsFeedsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/blog/feeds',
    { config: { access: 'admin' }, schema: { response: { 200: newsFeedsResponse, '4xx': errorBody } } },
    async (request) => listNewsFeeds({ ctx: request.userCtx() }),
  );

  app.post(
    '/api/admin/blog/feeds',
    {
      bodyLimit: 8 * 1024,
      config: { access: 'admin' },
      schema: { body: addNewsFeedRequest, response: { 201: newsFeed, '4xx': errorBody } },
    },
    async (request, reply) => {
      const feed = await addNewsFeed({ ctx: request.userCtx(), input: request.body });
      return reply.code(201).send(feed);
    },
  );

  app.delete(
    '/api/admin/blog/feeds/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParam, response: { 204: z.null(), '4xx': errorBody } },
    },
    async (request, reply) => {
      await deleteNewsFeed({ ctx: request.userCtx(), input: { id: request.params.id } });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/blog/feeds/:id/poll',
    {
      bodyLimit: 1024,
      config: { access: 'admin' },
      schema: { params: idParam, response: { 200: newsFeedPollResult, '4xx': errorBody } },
    },
    async (request) => pollNewsFeedNow({ ctx: request.userCtx(), input: { id: request.params.id } }),
  );
};
