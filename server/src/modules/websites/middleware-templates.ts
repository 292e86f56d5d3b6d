/**
 * Ready-to-paste server-side collection for the customer's own server. Most AI crawlers never run
 * JavaScript, so this is how a site really sees them. Both buffer briefly, send batches to /api/collect,
 * keep events on a 503 or a network error, and cap their buffer so an unreachable BotLens never costs the
 * site memory.
 */
type Options = { collectEndpoint: string; ingestKey: string };

export function expressMiddleware({ collectEndpoint, ingestKey }: Options): string {
  return `// BotLens server-side bot tracking for Node.js / Express.
// Save as botlens.js, then: app.use(require('./botlens')) before your routes.
// Set BOTLENS_INGEST_KEY in the environment to keep the key out of your code.
const { randomUUID } = require('node:crypto');

const ENDPOINT = ${JSON.stringify(collectEndpoint)};
const KEY = process.env.BOTLENS_INGEST_KEY || ${JSON.stringify(ingestKey)};
const MAX_BATCH = 1000;
const MAX_BUFFER = 10000;
const buffer = [];
let timer = null;
let sending = false;

function schedule(delayMs) {
  if (!timer) timer = setTimeout(send, delayMs).unref();
}

async function send() {
  timer = null;
  if (sending || buffer.length === 0) return;
  sending = true;
  const events = buffer.splice(0, MAX_BATCH);
  try {
    const res = await fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + KEY },
      body: JSON.stringify({ events }),
    });
    if (res.status === 503 || res.status >= 500) buffer.unshift(...events);
    else if (!res.ok) console.error('BotLens: events refused (' + res.status + '): ' + (await res.text()));
  } catch {
    buffer.unshift(...events);
  } finally {
    sending = false;
    if (buffer.length > 0) schedule(buffer.length >= MAX_BATCH ? 0 : 2000);
  }
}

module.exports = function botlens(req, res, next) {
  const startedAt = Date.now();
  res.on('finish', () => {
    if (buffer.length >= MAX_BUFFER) return;
    buffer.push({
      eventId: randomUUID(),
      timestamp: new Date(startedAt).toISOString(),
      url: req.originalUrl || req.url,
      method: req.method,
      status: res.statusCode,
      userAgent: String(req.headers['user-agent'] || '').slice(0, 1024),
      ip: req.ip || req.socket.remoteAddress || '',
      referrer: req.headers.referer ? String(req.headers.referer).slice(0, 4096) : undefined,
      durationMs: Date.now() - startedAt,
    });
    schedule(buffer.length >= MAX_BATCH ? 0 : 2000);
  });
  next();
};

// Lets a graceful shutdown send what is buffered: await require('./botlens').flush()
module.exports.flush = async function flush() {
  while (buffer.length > 0 && !sending) await send();
};
`;
}

export function cloudflareWorkerMiddleware({ collectEndpoint, ingestKey }: Options): string {
  return `// BotLens server-side bot tracking as a Cloudflare Worker in front of your site.
// Deploy on your site's route; store the key as a secret: wrangler secret put BOTLENS_INGEST_KEY
const ENDPOINT = ${JSON.stringify(collectEndpoint)};
const FALLBACK_KEY = ${JSON.stringify(ingestKey)};

export default {
  async fetch(request, env, ctx) {
    const startedAt = Date.now();
    const response = await fetch(request);
    const url = new URL(request.url);
    const event = {
      eventId: crypto.randomUUID(),
      timestamp: new Date(startedAt).toISOString(),
      url: url.pathname + url.search,
      method: request.method,
      status: response.status,
      userAgent: (request.headers.get('user-agent') || '').slice(0, 1024),
      ip: request.headers.get('cf-connecting-ip') || '0.0.0.0',
      referrer: request.headers.get('referer') || undefined,
      durationMs: Date.now() - startedAt,
    };
    // waitUntil: the visitor gets the page at once; the event is sent after.
    ctx.waitUntil(
      fetch(ENDPOINT, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: 'Bearer ' + (env.BOTLENS_INGEST_KEY || FALLBACK_KEY),
        },
        body: JSON.stringify({ events: [event] }),
      }).catch(() => {}),
    );
    return response;
  },
};
`;
}
