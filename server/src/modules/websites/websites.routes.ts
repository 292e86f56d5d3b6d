import {
  createWebsiteRequest,
  embedCodeResponse,
  errorBody,
  idParam,
  rotateIngestKeyResponse,
  trackTestRequest,
  trackTestResponse,
  website,
  websiteList,
} from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IngestQueue } from '../tracking/ingest/ingest-queue';
import type { TrackingIdCache } from '../tracking/tracking-id-cache';
import { verifyInstallation } from '../tracking/verify-installation';
import { createWebsite } from './create-website';
import { deleteWebsite } from './delete-website';
import { buildEmbedCodeResponse } from './embed-code';
import { rotateIngestKey } from './rotate-ingest-key';
import type { WebsitePurger } from './website-purger';
import { findWebsiteForCaller, listWebsitesOfUser, toWebsiteDto } from './websites.queries';

const SMALL_BODY_LIMIT = 16 * 1024;

export type WebsitesDeps = {
  trackingIds: TrackingIdCache;
  queue: IngestQueue;
  purger: WebsitePurger;
};

export const websitesRoutes: FastifyPluginAsyncZod<WebsitesDeps> = async (
  app,
  { trackingIds, queue, purger },
) => {
  app.get(
    '/api/websites',
    { config: { access: 'user' }, schema: { response: { 200: websiteList, '4xx': errorBody } } },
    async (request) =>
      (await listWebsitesOfUser(request.ctx.db, request.userCtx().actor.id)).map(toWebsiteDto),
  );

  app.post(
    '/api/websites',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      config: { access: 'user' },
      schema: { body: createWebsiteRequest, response: { 201: website, '4xx': errorBody } },
    },
    async (request, reply) => {
      const created = await createWebsite({ ctx: request.userCtx(), input: request.body });
      trackingIds.forget({ trackingId: created.trackingId, ingestKey: '' });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/api/websites/:id',
    {
      config: { access: 'user' },
      schema: { params: idParam, response: { 204: z.null(), '4xx': errorBody } },
    },
    async (request, reply) => {
      const site = await deleteWebsite({ ctx: request.userCtx(), input: { websiteId: request.params.id } });
      trackingIds.forget(site);
      purger.purgeSoon();
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/websites/:id/embed-code',
    {
      config: { access: 'user' },
      schema: { params: idParam, response: { 200: embedCodeResponse, '4xx': errorBody } },
    },
    async (request) => {
      const ctx = request.userCtx();
      return buildEmbedCodeResponse(ctx.config.publicUrl, await findWebsiteForCaller(ctx, request.params.id));
    },
  );

  app.post(
    '/api/websites/:id/ingest-key',
    {
      config: { access: 'user' },
      schema: { params: idParam, response: { 200: rotateIngestKeyResponse, '4xx': errorBody } },
    },
    async (request) => {
      const { site, ingestKey } = await rotateIngestKey({
        ctx: request.userCtx(),
        input: { websiteId: request.params.id },
      });
      trackingIds.forget(site);
      return { ingestKey };
    },
  );

  app.post(
    '/api/track/test',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      config: { access: 'user' },
      schema: { body: trackTestRequest, response: { 200: trackTestResponse, '4xx': errorBody } },
    },
    async (request) => {
      // A hit may still be waiting in the write queue (at most about a second).
      await queue.flush();
      return verifyInstallation({ ctx: request.userCtx(), input: request.body });
    },
  );
};
