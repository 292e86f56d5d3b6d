import type { FastifyReply, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../../lib/errors';
import type { TrackingIdCache } from './tracking-id-cache';

/**
 * An `onRequest` hook for `ingestKey` routes: the website's ingest key as `Authorization: Bearer <key>`,
 * checked as soon as the headers are in, before the body is read, so a caller without a key can make the
 * server neither buffer nor parse anything, nor learn anything about the format. Sets
 * `request.ingestWebsiteId`.
 */
export function requireIngestKey(trackingIds: TrackingIdCache) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-content-type-options', 'nosniff');
    const match = /^Bearer\s+(\S{1,200})$/i.exec(String(request.headers.authorization ?? ''));
    const websiteId = match?.[1] ? await trackingIds.websiteIdForIngestKey(match[1]) : null;
    if (websiteId === null) throw new UnauthorizedError('Invalid or missing ingest key');
    request.ingestWebsiteId = websiteId;
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    ingestWebsiteId?: number;
  }
}
