import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import secureJson from 'secure-json-parse';
import { ValidationError } from '../lib/errors';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const PROTOTYPE_KEY_FOUND = 'Object contains forbidden prototype property';

/** Why PostgreSQL could not store this text as sent, if it could not. */
function textDefect(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (!text.isWellFormed()) return 'must be valid Unicode text (it has an unpaired surrogate)';
  return undefined;
}

/**
 * The first string in a parsed body, query or path whose text could not be stored as sent, named as the
 * contracts name fields ('name', 'events.0.url'). Walked without recursion: a body may nest deeply.
 */
function findTextDefect(value: unknown): { field: string; message: string } | undefined {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string };
    if (typeof current === 'string') {
      const defect = textDefect(current);
      const field = path || 'body';
      if (defect) return { field, message: `${field} ${defect}` };
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current).reverse();
      for (const [key, child] of entries) stack.push({ value: child, path: path ? `${path}.${key}` : key });
    }
  }
  return undefined;
}

/**
 * Request text for the web app's routes (the ingest door keeps its own parsers: it takes whatever a crawler
 * sends and cleans it). JSON must be valid UTF-8 without prototype keys; text/plain is not JSON here (a 415);
 * and a string that PostgreSQL would refuse (NUL) or silently change (an unpaired surrogate) is a 400 that
 * names its field, instead of a 500 or a stored U+FFFD.
 */
export const requestText = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body: Buffer, done) => {
    if (body.length === 0) return done(new ValidationError('Request body is empty; send a JSON object'));
    let text: string;
    try {
      text = strictUtf8.decode(body);
    } catch {
      return done(new ValidationError('Request body is not valid UTF-8'));
    }
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch (error) {
      // secure-json-parse's own words; JSON.parse's messages quote the body, which may say 'prototype'.
      const poisoned = error instanceof SyntaxError && error.message === PROTOTYPE_KEY_FOUND;
      done(
        new ValidationError(
          poisoned
            ? 'Request body must not contain a "__proto__" or "constructor.prototype" key'
            : 'Request body is not valid JSON',
        ),
      );
    }
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    // Only what a contract reads is checked: a page of the web app ignores its query string.
    if (!request.routeOptions.schema) return;
    const defect =
      findTextDefect(request.params) ??
      findTextDefect(request.query) ??
      (isPlainData(request.body) ? findTextDefect(request.body) : undefined);
    if (defect) throw new ValidationError(defect.message, defect.field);
  });
});

/** A parsed JSON value, not a stream (a log upload's body is one, read by its own route). */
function isPlainData(body: unknown): boolean {
  return (
    typeof body === 'string' || (body !== null && typeof body === 'object' && !(body instanceof Readable))
  );
}
