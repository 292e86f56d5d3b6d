import {
  botDirectoryPage,
  botDirectoryQuery,
  botFacts,
  botSiteData,
  botSiteQuery,
  botSlugParam,
  errorBody,
  robotsAccess,
  websiteBotParams,
} from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WindowClock } from '../page-windows/window-clock';
import { listBots } from './list-bots';
import { readBotProfile } from './read-bot-profile';
import { readBotSiteDataVerb } from './read-bot-site-data';
import { readRobotsAccess } from './read-robots-access';

// Each call fetches the site's robots.txt: a per-address limit keeps one account from using us as a pinger.
const robotsRateLimit = { max: 20, timeWindow: 60_000 };

/** The public directory of known bots, and a bot's figures on one of the caller's websites. */
export const botsRoutes: FastifyPluginAsyncZod<{ windowClock: WindowClock }> = async (
  app,
  { windowClock },
) => {
  const readBotSiteData = readBotSiteDataVerb(windowClock);

  app.get(
    '/api/bots',
    {
      config: { access: 'public' },
      schema: { querystring: botDirectoryQuery, response: { 200: botDirectoryPage, '4xx': errorBody } },
    },
    async (request) => listBots({ input: request.query }),
  );

  app.get(
    '/api/bots/:slug',
    {
      config: { access: 'public' },
      schema: { params: botSlugParam, response: { 200: botFacts, '4xx': errorBody } },
    },
    async (request) => readBotProfile({ input: request.params }),
  );

  app.get(
    '/api/websites/:id/bots/:slug',
    {
      config: { access: 'user' },
      schema: {
        params: websiteBotParams,
        querystring: botSiteQuery,
        response: { 200: botSiteData, '4xx': errorBody },
      },
    },
    async (request) =>
      readBotSiteData({
        ctx: request.userCtx(),
        input: { websiteId: request.params.id, slug: request.params.slug, days: request.query.days },
      }),
  );

  app.get(
    '/api/websites/:id/bots/:slug/robots-txt',
    {
      config: { access: 'user', rateLimit: robotsRateLimit },
      schema: { params: websiteBotParams, response: { 200: robotsAccess, '4xx': errorBody } },
    },
    async (request) =>
      readRobotsAccess({
        ctx: request.userCtx(),
        input: { websiteId: request.params.id, slug: request.params.slug },
      }),
  );
};
