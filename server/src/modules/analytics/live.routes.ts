import { errorBody, idParam } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LimitExceededError } from '../../lib/errors';
import type { ClassifiedHit } from '../tracking/ingest/hit';
import type { IngestQueue } from '../tracking/ingest/ingest-queue';
import { findWebsiteForCaller } from '../websites/websites.queries';
import { botIdentity } from './bot-identity';

const HEARTBEAT_MS = 25_000;
// Each open feed holds a socket; a person with many tabs is fine, a script opening thousands is not.
const MAX_STREAMS_PER_USER = 10;

/** Part 1 §2.9 'Real-time Activity' over server-sent events: every stored bot hit of the site, as it lands. */
export const liveRoutes: FastifyPluginAsyncZod<{ queue: IngestQueue }> = async (app, { queue }) => {
  const openStreams = new Map<number, number>();
  const responses = new Set<import('node:http').ServerResponse>();
  // Before the server waits for its connections to end at shutdown: a live feed never ends on its own.
  app.addHook('preClose', async () => {
    for (const response of responses) response.end();
  });

  app.get(
    '/api/websites/:id/live',
    { config: { access: 'user' }, schema: { params: idParam, response: { '4xx': errorBody } } },
    async (request, reply) => {
      const ctx = request.userCtx();
      const site = await findWebsiteForCaller(ctx, request.params.id);
      const user = ctx.actor;
      if ((openStreams.get(user.id) ?? 0) >= MAX_STREAMS_PER_USER) {
        throw new LimitExceededError('Too many live feeds open; close another tab first');
      }
      openStreams.set(user.id, (openStreams.get(user.id) ?? 0) + 1);

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      raw.write('retry: 5000\n\n');
      const send = (hits: ClassifiedHit[]) => {
        for (const hit of hits) {
          if (hit.websiteId !== site.id || !hit.bot.isBot) continue;
          const entry = {
            botName: hit.bot.name,
            botType: hit.bot.type,
            ...botIdentity(hit.bot.name),
            verification: hit.verification,
            activity: hit.event,
            url: hit.url,
            userAgent: hit.userAgent,
            timestamp: hit.occurredAt.toISOString(),
          };
          // JSON on one line: the SSE framing cannot be broken by a hostile URL or user agent.
          raw.write(`event: hit\ndata: ${JSON.stringify(entry)}\n\n`);
        }
      };
      const unsubscribe = queue.onStoredBotHits(send);
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const close = () => {
        clearInterval(heartbeat);
        unsubscribe();
        openStreams.set(user.id, Math.max(0, (openStreams.get(user.id) ?? 1) - 1));
      };
      responses.add(raw);
      request.raw.once('close', () => {
        responses.delete(raw);
        close();
      });
    },
  );
};
