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
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { websites } from '../../db/schema';
import type { SafeFetcher } from '../../lib/safe-fetch';
import { signedInUser } from '../../plugins/access';
import type { Ctx } from '../context';
import type { IngestQueue } from '../tracking/ingest/ingest-queue';
import type { TrackingIdCache } from '../tracking/tracking-id-cache';
import { verifyInstallation } from '../tracking/verify-installation';
import { createWebsite } from './create-website';
import { buildEmbedCodeResponse } from './embed-code';
import { newIngestKey } from './website-keys';
import type { WebsitePurger } from './website-purger';
import { findWebsiteForCaller, listWebsitesOfUser, toWebsiteDto } from './websites.queries';

const SMALL_BODY_LIMIT = 16 * 1024;

export type WebsitesDeps = {
  ctx: Ctx;
  trackingIds: TrackingIdCache;
  queue: IngestQueue;
  fetchPage: SafeFetcher;
  purger: WebsitePurger;
};

export const websitesRoutes: FastifyPluginAsyncZod<WebsitesDeps> = async (
  app,
  { ctx, trackingIds, queue, fetchPage, purger },
) => {
  app.get(
    '/api/websites',
    { config: { access: 'user' }, schema: { response: { 200: websiteList, '4xx': errorBody } } },
    async (request) => (await listWebsitesOfUser(ctx.db, signedInUser(request).id)).map(toWebsiteDto),
  );

  app.post(
    '/api/websites',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      config: { access: 'user' },
      schema: { body: createWebsiteRequest, response: { 201: website, '4xx': errorBody } },
    },
    async (request, reply) => {
      const created = await createWebsite({ ctx, caller: signedInUser(request), input: request.body });
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
      const site = await findWebsiteForCaller(ctx.db, request.params.id, signedInUser(request));
      // Gone for every reader and writer from here; its data is deleted in the background, in small steps.
      await ctx.db.update(websites).set({ deletingSince: new Date() }).where(eq(websites.id, site.id));
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
      const site = await findWebsiteForCaller(ctx.db, request.params.id, signedInUser(request));
      return buildEmbedCodeResponse(ctx.config.publicUrl, site);
    },
  );

  app.post(
    '/api/websites/:id/ingest-key',
    {
      config: { access: 'user' },
      schema: { params: idParam, response: { 200: rotateIngestKeyResponse, '4xx': errorBody } },
    },
    async (request) => {
      const site = await findWebsiteForCaller(ctx.db, request.params.id, signedInUser(request));
      const ingestKey = newIngestKey();
      await ctx.db.update(websites).set({ ingestKey }).where(eq(websites.id, site.id));
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
    async (request) =>
      verifyInstallation({
        ctx,
        caller: signedInUser(request),
        input: request.body,
        fetchPage,
        flushPending: () => queue.flush(),
      }),
  );
};
