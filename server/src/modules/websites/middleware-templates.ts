/**
 * Ready-to-paste server-side collection for the customer's own server. Most AI crawlers never run
 * JavaScript, so this is how a site really sees them. Both buffer briefly, send batches to /api/collect,
 * keep events on a 503 or a network error, and cap their buffer so an unreachable BotLens never costs the
 * site memory. Events BotLens rejected (the rest of their batch is stored) are logged once per answer, and
 * nothing BotLens answers can throw into the site.
 */
type Options = {
  collectEndpoint: string;
  ingestKey: string;
  /**
   * The bots a website's AI crawler policy blocks, as a case-insensitive regular-expression source of
   * escaped plain words (robots-policy/server-rules.ts builds it, the same words as the server rules): a
   * request whose user agent matches is answered 403 before anything else, and still reported.
   */
  blockedUserAgents?: string | null;
};

/** The template's declaration of the blocked user agents; nothing without any. */
function blockedDeclaration(blockedUserAgents: string | null | undefined): string {
  if (!blockedUserAgents) return '';
  return `// Bots your BotLens AI crawler policy blocks: answered 403 before anything else, still reported.
const BLOCKED = new RegExp(${JSON.stringify(blockedUserAgents)}, 'i');
`;
}

export function expressMiddleware({ collectEndpoint, ingestKey, blockedUserAgents }: Options): string {
  return `// BotLens server-side bot tracking for Node.js (18 or later) / Express.
// Save as botlens.js (botlens.cjs in an ES-module project), then: app.use(require('./botlens'))
// before your routes. Set BOTLENS_INGEST_KEY in the environment to keep the key out of your code.
// Behind a proxy or load balancer (nginx, Heroku, Render, Fly...), also set app.set('trust proxy', 1)
// (or your proxy's address): otherwise every visit seems to come from the proxy, and real crawlers
// such as Googlebot or GPTBot are reported as spoofed.
const { randomUUID } = require('node:crypto');
const { isIP } = require('node:net');

const ENDPOINT = ${JSON.stringify(collectEndpoint)};
const KEY = process.env.BOTLENS_INGEST_KEY || ${JSON.stringify(ingestKey)};
// Files, not pages; set to null to send every request.
const SKIP = /\\.(?:css|m?js|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|eot|mp4|webm|mp3)$/i;
${blockedDeclaration(blockedUserAgents)}// 500 of the longest events BotLens takes still fit its 8 MB body limit.
const MAX_BATCH = 500;
const MAX_BUFFER = 10000;
const buffer = [];
let timer = null;
let inFlight = null;
let failures = 0;

function schedule(delayMs) {
  if (!timer && !inFlight) timer = setTimeout(send, delayMs).unref();
}

// After a failure, wait longer each time (2 s up to a minute) and at least what BotLens asks for:
// a 503 means it is busy, and retrying at once would only keep it busy.
function retryDelay(res) {
  const asked = res ? Number(res.headers.get('retry-after')) * 1000 || 0 : 0;
  return Math.max(asked, Math.min(60000, 2000 * 2 ** (failures - 1)));
}

// BotLens stores the good events of a batch and lists those it rejected (a clock days ahead, say):
// one line per batch, so a stream of odd requests cannot flood your log.
function warnRejected(answer, sent) {
  const rejected = Array.isArray(answer?.rejected) ? answer.rejected : [];
  if (rejected.length === 0) return;
  const first = rejected[0]?.message;
  console.warn('BotLens: ' + rejected.length + ' of ' + sent + ' events rejected, first: ' + first);
}

function send() {
  timer = null;
  if (inFlight || buffer.length === 0) return inFlight;
  const events = buffer.splice(0, MAX_BATCH);
  inFlight = (async () => {
    let res = null;
    try {
      res = await fetch(ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + KEY },
        body: JSON.stringify({ events }),
        signal: AbortSignal.timeout(10000),
      });
      if (res.status >= 500) throw new Error('BotLens answered ' + res.status);
      failures = 0;
      if (!res.ok) console.error('BotLens: events refused (' + res.status + '): ' + (await res.text()));
      // Stored already: an answer that cannot be read must not have them sent again.
      else warnRejected(await res.json().catch(() => null), events.length);
    } catch (error) {
      failures++;
      buffer.unshift(...events.slice(0, MAX_BUFFER - buffer.length));
      if (failures === 1) console.error('BotLens: could not send events, retrying: ' + error.message);
    } finally {
      inFlight = null;
    }
    if (buffer.length > 0) schedule(failures > 0 ? retryDelay(res) : buffer.length >= MAX_BATCH ? 0 : 2000);
  })();
  return inFlight;
}

function clientIp(req) {
  for (const candidate of [req.ip, req.socket.remoteAddress]) {
    // An IPv6 zone (fe80::1%eth0) names an interface of this machine, not a visitor.
    if (candidate && isIP(candidate) && !candidate.includes('%')) return candidate;
  }
  return null;
}

module.exports = function botlens(req, res, next) {
  const startedAt = Date.now();
  const url = req.originalUrl || req.url;
  res.on('finish', () => {
    const ip = clientIp(req);
    if (buffer.length >= MAX_BUFFER || !ip || (SKIP && SKIP.test(url.split('?')[0]))) return;
    buffer.push({
      eventId: randomUUID(),
      timestamp: new Date(startedAt).toISOString(),
      url: url.slice(0, 4096),
      method: req.method,
      status: res.statusCode,
      userAgent: String(req.headers['user-agent'] || '').slice(0, 1024),
      ip,
      referrer: req.headers.referer ? String(req.headers.referer).slice(0, 4096) : undefined,
      durationMs: Date.now() - startedAt,
    });
    schedule(buffer.length >= MAX_BATCH ? 0 : 2000);
  });
${
  blockedUserAgents
    ? `  if (BLOCKED.test(String(req.headers['user-agent'] || ''))) {
    res.statusCode = 403;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Forbidden');
    return;
  }
`
    : ''
}  next();
};

// Lets a graceful shutdown send what is buffered, for at most timeoutMs:
// await require('./botlens').flush(). Resolves with true once everything was sent.
module.exports.flush = async function flush(timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  clearTimeout(timer);
  timer = null;
  const until = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)).unref());
  while ((buffer.length > 0 || inFlight) && Date.now() < deadline) {
    await Promise.race([send(), until(deadline - Date.now())]);
    if (failures > 0) await until(Math.min(500, deadline - Date.now()));
  }
  return buffer.length === 0 && !inFlight;
};
`;
}

export function cloudflareWorkerMiddleware({
  collectEndpoint,
  ingestKey,
  blockedUserAgents,
}: Options): string {
  return `// BotLens server-side bot tracking as a Cloudflare Worker in front of your site.
// Deploy on your site's route; store the key as a secret: wrangler secret put BOTLENS_INGEST_KEY
const ENDPOINT = ${JSON.stringify(collectEndpoint)};
const FALLBACK_KEY = ${JSON.stringify(ingestKey)};
// Files, not pages; set to null to send every request.
const SKIP = /\\.(?:css|m?js|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|eot|mp4|webm|mp3)$/i;
${blockedDeclaration(blockedUserAgents)}
export default {
  async fetch(request, env, ctx) {
    const startedAt = Date.now();
    const response = ${
      blockedUserAgents
        ? `BLOCKED.test(request.headers.get('user-agent') || '')
      ? new Response('Forbidden', { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
      : await fetch(request);`
        : 'await fetch(request);'
    }
    const url = new URL(request.url);
    if (SKIP && SKIP.test(url.pathname)) return response;
    const event = {
      eventId: crypto.randomUUID(),
      timestamp: new Date(startedAt).toISOString(),
      url: (url.pathname + url.search).slice(0, 4096),
      method: request.method,
      status: response.status,
      userAgent: (request.headers.get('user-agent') || '').slice(0, 1024),
      ip: request.headers.get('cf-connecting-ip') || '0.0.0.0',
      referrer: (request.headers.get('referer') || '').slice(0, 4096) || undefined,
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
      })
        .then(async (res) => {
          const answer = res.ok ? await res.json() : null;
          // The visitor has the page either way; a rejected event is worth one line in the Worker's log.
          const rejected = Array.isArray(answer?.rejected) ? answer.rejected : [];
          if (rejected.length > 0) console.warn('BotLens: event rejected: ' + rejected[0]?.message);
        })
        .catch(() => {}),
    );
    return response;
  },
};
`;
}
