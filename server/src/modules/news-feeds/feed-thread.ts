import { parentPort } from 'node:worker_threads';
import { feedItemsOf } from './feed-items';
import { FeedFormatError, readFeedDocument } from './read-feed-document';
import type { FeedThreadReply, FeedThreadRequest } from './read-feed-in-thread';

/**
 * The thread a fetched feed is read on (read-feed-in-thread.ts): parsing the document and cutting each
 * item's HTML to the allow-list can take seconds on a hostile feed, and here it takes them from this thread
 * alone, which is ended when its budget runs out.
 */
const port = parentPort;
if (!port) throw new Error('feed-thread runs as a worker thread');
port.once('message', ({ body, feedUrl, fetchedAt }: FeedThreadRequest) => {
  let reply: FeedThreadReply;
  try {
    const document = readFeedDocument(body);
    reply = { ok: true, title: document.title, items: feedItemsOf(document.items, feedUrl, fetchedAt) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    reply = {
      ok: false,
      message: error instanceof FeedFormatError ? message : `Feed could not be read: ${message}`,
    };
  }
  port.postMessage(reply);
});
// Loading the modules above is not the feed's work; its budget starts once they are in.
port.postMessage({ ready: true });
