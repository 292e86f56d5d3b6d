import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectBatch, emptyCollectCounts } from '@botlens/contracts';
import { readCollectBatch } from '../modules/tracking/read-collect-batch';

/**
 * A real HTTP server speaking the POST /api/collect contract in a few lines, for the import tests: checks
 * the Bearer key, reads the batch by the door's own rules (a bad event rejected alone, by a clock
 * `clockOffsetMs` away from this machine's), stores each eventId once and counts bots by their user agent.
 * Canned answers queued in `script` are given first, one per request (a 503 to retry...).
 */
export type ScriptedAnswer = { status: number; headers?: Record<string, string>; body?: unknown };

export type CollectTestServer = {
  url: string;
  key: string;
  stored: Set<string>;
  totals: { requests: number; bots: number; humans: number; duplicates: number };
  script: ScriptedAnswer[];
  /** Bodies larger than this get 413, like the real server's body limit. */
  bodyLimit: number;
  /** How far this server's clock is from the machine's: a server behind it rejects recent hits as future. */
  clockOffsetMs: number;
  close(): Promise<void>;
};

const BOT_PATTERN = /bot|crawl|spider|curl|python|externalhit|externalagent/i;

export async function startCollectTestServer(key = 'test-ingest-key'): Promise<CollectTestServer> {
  const state: Omit<CollectTestServer, 'url' | 'close'> = {
    key,
    stored: new Set(),
    totals: { requests: 0, bots: 0, humans: 0, duplicates: 0 },
    script: [],
    bodyLimit: 10 * 1024 * 1024,
    clockOffsetMs: 0,
  };
  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) =>
      answer(response, 500, { message: String(error) }),
    );
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    state.totals.requests++;
    const scripted = state.script.shift();
    if (scripted) return answer(response, scripted.status, scripted.body ?? {}, scripted.headers);
    if (request.method !== 'POST' || request.url !== '/api/collect')
      return answer(response, 404, { message: 'Not found' });
    if (request.headers.authorization !== `Bearer ${state.key}`) {
      return answer(response, 401, { message: 'Invalid ingest key' });
    }
    if (body.length > state.bodyLimit) return answer(response, 413, { message: 'Request body is too large' });
    const parsed = collectBatch.safeParse(JSON.parse(body.toString('utf8')));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return answer(response, 400, {
        message: issue?.message ?? 'Invalid body',
        field: issue?.path.join('.'),
      });
    }
    const { events } = parsed.data;
    const read = readCollectBatch(events, 1, 'log', Date.now() + state.clockOffsetMs);
    const result = {
      ...emptyCollectCounts(events.length),
      rejected: read.rejected,
      truncated: read.truncated,
    };
    for (const hit of read.hits) {
      const id = hit.eventId ?? randomUUID();
      if (state.stored.has(id)) {
        result.duplicates++;
        continue;
      }
      state.stored.add(id);
      result.stored++;
      if (BOT_PATTERN.test(hit.userAgent)) result.bots++;
      else result.humans++;
    }
    state.totals.bots += result.bots;
    state.totals.humans += result.humans;
    state.totals.duplicates += result.duplicates;
    answer(response, 200, result);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

function answer(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
