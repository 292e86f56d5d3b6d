import { collectBatch, collectResponse, errorBody } from '@botlens/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { committedWithin, DEFAULT_COMMIT_WAIT_MS } from './ingest/commit-wait';
import type { IngestQueue } from './ingest/ingest-queue';
import { QueueFullError } from './ingest/queue-errors';
import { requireIngestKey } from './ingest-key';
import { readCollectBatch } from './read-collect-batch';
import { replyBusy } from './reply-busy';
import type { TrackingIdCache } from './tracking-id-cache';

// 1000 events with long URLs and user agents; a larger body is refused before it is parsed.
const COLLECT_BODY_LIMIT = 8 * 1024 * 1024;
export type CollectDeps = {
  queue: IngestQueue;
  trackingIds: TrackingIdCache;
  /** How long a sender waits for its events to be committed before it is answered 503; tests shorten it. */
  commitWaitMs?: number;
};

/**
 * Server-side collection: the customer's own server (middleware) or our log importer posts what it saw.
 * Answers once the batch is committed, with what was new and what was already stored. Only a body that is
 * no batch is refused whole (400); a bad event is rejected alone and listed in the answer, so one odd request
 * seen by a middleware never costs the other 999 their place.
 */
export const collectRoutes: FastifyPluginAsyncZod<CollectDeps> = async (
  app,
  { queue, trackingIds, commitWaitMs = DEFAULT_COMMIT_WAIT_MS },
) => {
  // Fastify reads text/plain as a string, which the schema would call 'body must be an object'; a batch is
  // JSON, and a 415 that says so tells a middleware's author what to fix.
  app.removeContentTypeParser('text/plain');
  app.post(
    '/api/collect',
    {
      bodyLimit: COLLECT_BODY_LIMIT,
      config: { access: 'ingestKey' },
      schema: { body: collectBatch, response: { 200: collectResponse, '4xx': errorBody, 503: errorBody } },
      // The key is checked as soon as the headers are in, before the body is read: a caller without a key
      // can neither make the server buffer and parse 8 MB nor learn anything about the format.
      onRequest: requireIngestKey(trackingIds),
    },
    async (request, reply) => {
      const websiteId = request.ingestWebsiteId as number;
      // The log importer says so; its hits are kept apart from live middleware traffic.
      const source = request.headers['x-botlens-source'] === 'log' ? 'log' : 'collect';
      const { hits, rejected, truncated } = readCollectBatch(request.body.events, websiteId, source);
      const received = request.body.events.length;
      // The sender waits for the write, and its request would hold the body as sent (up to 8 MB) all the
      // while; the queue counts only the hits read from it (texts cut) against its byte bound, so under a
      // slow database a few hundred waiting senders held gigabytes (faults/memory-pressure.int.test.ts).
      request.body = { events: [] };
      try {
        // A database that starts refusing writes while these are being written would hold the sender
        // until it recovers; new senders are refused at once (the writer's failure), this one in time.
        const counts = await committedWithin(queue.enqueue(hits, { urgent: true }), commitWaitMs);
        return { ...counts, received, rejected, truncated };
      } catch (error) {
        if (!(error instanceof QueueFullError)) throw error;
        return replyBusy(reply, error.message);
      }
    },
  );
};
