import {
  adminContentResponse,
  contentBlockVersion,
  contentBlockVersionsResponse,
  contentKeyParam,
  errorBody,
  restoreContentBlockRequest,
  saveContentBlockRequest,
} from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { restoreContentBlock, saveContentBlock } from './save-content-block';
import { readBlockVersions, readCurrentBlocks } from './site-content';

// 20,000 characters of Markdown, escaped in JSON, with room to spare; anything larger is refused unread.
const CONTENT_BODY_LIMIT = 256 * 1024;

/** The administrator's Content Management tab: the four blocks, their versions, save and restore. */
export const siteContentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/content',
    { config: { access: 'admin' }, schema: { response: { 200: adminContentResponse, '4xx': errorBody } } },
    async (request) => readCurrentBlocks(request.userCtx().db),
  );

  app.put(
    '/api/admin/content/:key',
    {
      bodyLimit: CONTENT_BODY_LIMIT,
      config: { access: 'admin' },
      schema: {
        params: contentKeyParam,
        body: saveContentBlockRequest,
        response: { 200: contentBlockVersion, '4xx': errorBody },
      },
    },
    async (request) =>
      saveContentBlock({ ctx: request.userCtx(), input: { key: request.params.key, ...request.body } }),
  );

  app.get(
    '/api/admin/content/:key/versions',
    {
      config: { access: 'admin' },
      schema: { params: contentKeyParam, response: { 200: contentBlockVersionsResponse, '4xx': errorBody } },
    },
    async (request) => readBlockVersions({ ctx: request.userCtx(), input: { key: request.params.key } }),
  );

  app.post(
    '/api/admin/content/:key/restore',
    {
      bodyLimit: 1024,
      config: { access: 'admin' },
      schema: {
        params: contentKeyParam,
        body: restoreContentBlockRequest,
        response: { 200: contentBlockVersion, '4xx': errorBody },
      },
    },
    async (request) =>
      restoreContentBlock({ ctx: request.userCtx(), input: { key: request.params.key, ...request.body } }),
  );
};
