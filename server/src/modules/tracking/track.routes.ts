import { errorBody, MAX_URL_LENGTH, MAX_USER_AGENT_LENGTH, trackRequest } from '@botlens/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { truncateText } from '../../lib/truncate-text';
import { allowAnyOrigin, allowEmbedding } from './cors';
import { type FloodCheck, replyTooMany } from './flood-guard';
import type { IngestQueue } from './ingest/ingest-queue';
import { replyBusy } from './reply-busy';
import { loadTrackingScript } from './snippet/load-tracking-script';
import type { TrackingIdCache } from './tracking-id-cache';

// A page view is a few hundred bytes; 64 KiB leaves room for long URLs and titles, nothing more.
const TRACK_BODY_LIMIT = 64 * 1024;
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
// Every page view of every customer passes here: one info line per hit would cost more than the hit.
export const INGEST_LOG_LEVEL = 'warn';
const accepted = z.object({ accepted: z.literal(true) });
// The one answer to a hit, serialised once (a string with a JSON content type skips the serialiser): every
// hit would otherwise pay a schema check and a stringify for the same 17 bytes. The schema still documents it.
const ACCEPTED_JSON = JSON.stringify(accepted.parse({ accepted: true }));
function sendAccepted(reply: FastifyReply) {
  return reply
    .code(202)
    .type('application/json; charset=utf-8')
    .send(ACCEPTED_JSON as unknown as z.infer<typeof accepted>);
}

export type TrackDeps = {
  queue: IngestQueue;
  trackingIds: TrackingIdCache;
  trackingScriptPath: string;
  /** Per-address and per-website flood limits (those of the rate-limiting level in force), or none. */
  flood: FloodCheck | null;
};

export function userAgentOf(request: FastifyRequest): string {
  // A copy, not a slice: a queued hit must not keep a 16 KB header alive behind its 1 KB user agent.
  return truncateText(String(request.headers['user-agent'] ?? ''), MAX_USER_AGENT_LENGTH);
}

export const trackRoutes: FastifyPluginAsyncZod<TrackDeps> = async (
  app,
  { queue, trackingIds, trackingScriptPath, flood },
) => {
  const script = loadTrackingScript(trackingScriptPath);

  // sendBeacon posts text/plain (a CORS "simple" request, no preflight); its body is still JSON.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new SyntaxError('Request body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.get(
    '/tracking-script.js',
    { logLevel: INGEST_LOG_LEVEL, config: { access: 'public' } },
    async (request, reply) => {
      allowEmbedding(reply)
        .header('Cache-Control', 'public, max-age=3600, stale-while-revalidate=86400')
        .header('ETag', script.etag)
        .header('Vary', 'Accept-Encoding')
        .type('application/javascript; charset=utf-8');
      if (request.headers['if-none-match'] === script.etag) return reply.code(304).send();
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        return reply.header('Content-Encoding', 'gzip').send(script.gzip);
      }
      return reply.send(script.body);
    },
  );

  app.options(
    '/api/track',
    { logLevel: INGEST_LOG_LEVEL, config: { access: 'public' } },
    async (_request, reply) =>
      allowAnyOrigin(reply)
        .header('Access-Control-Allow-Methods', 'POST')
        .header('Access-Control-Allow-Headers', 'Content-Type')
        .header('Access-Control-Max-Age', '86400')
        .code(204)
        .send(),
  );

  app.post(
    '/api/track',
    {
      bodyLimit: TRACK_BODY_LIMIT,
      logLevel: INGEST_LOG_LEVEL,
      config: { access: 'public' },
      schema: { body: trackRequest, response: { 202: accepted, '4xx': errorBody, 503: errorBody } },
      // CORS headers on errors too, or the browser hides the answer from the snippet.
      onRequest: (_request, reply, done) => {
        allowAnyOrigin(reply);
        done();
      },
    },
    async (request, reply) => {
      const body = request.body;
      // Before the look-up: a flood of made-up tracking ids costs the tracking-id cache nothing.
      const addressWait = flood?.address(request.ip) ?? 0;
      if (addressWait > 0) return replyTooMany(reply, addressWait, 'address');
      const websiteId = await trackingIds.websiteIdForTrackingId(body.trackingId);
      // Unknown ids get the same answer as known ones: a page cannot probe which ids exist.
      if (websiteId === null) return sendAccepted(reply);
      const websiteWait = flood?.website(websiteId) ?? 0;
      if (websiteWait > 0) return replyTooMany(reply, websiteWait, 'website');
      // Queued without waiting for the write; a full queue is a 503, never a silent drop.
      const queued = queue.offer({
        websiteId,
        occurredAt: new Date(),
        source: 'snippet',
        event: body.event,
        url: body.url,
        title: body.title,
        referrer: body.referrer || undefined,
        userAgent: userAgentOf(request),
        ip: request.ip,
        durationMs: body.duration,
        webdriver: body.webdriver,
      });
      if (!queued) return replyBusy(reply);
      return sendAccepted(reply);
    },
  );

  app.get(
    '/api/track/pixel.gif',
    {
      config: { access: 'public' },
      schema: { querystring: z.object({ tid: z.string().max(64).optional() }) },
    },
    async (request, reply) => {
      const trackingId = request.query.tid;
      const addressWait = flood?.address(request.ip) ?? 0;
      if (addressWait > 0) return replyTooMany(allowEmbedding(reply), addressWait, 'address');
      const websiteId = trackingId ? await trackingIds.websiteIdForTrackingId(trackingId) : null;
      if (websiteId !== null) {
        const websiteWait = flood?.website(websiteId) ?? 0;
        if (websiteWait > 0) return replyTooMany(allowEmbedding(reply), websiteWait, 'website');
        // The page holding the <noscript> image is its Referer; without one we know only the site.
        const queued = queue.offer({
          websiteId,
          occurredAt: new Date(),
          source: 'pixel',
          event: 'page_view',
          url: truncateText(String(request.headers.referer ?? '/'), MAX_URL_LENGTH),
          userAgent: userAgentOf(request),
          ip: request.ip,
        });
        if (!queued) return replyBusy(allowEmbedding(reply).header('Cache-Control', 'no-store, max-age=0'));
      }
      return allowEmbedding(reply)
        .header('Cache-Control', 'no-store, max-age=0')
        .type('image/gif')
        .send(PIXEL);
    },
  );
};
