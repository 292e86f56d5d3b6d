// /api/track requests per second against a bare Fastify route in the same run (target: at least 0.6x).
// Both servers run as separate processes; autocannon drives them from this one.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { createBenchWebsite, ROOT, startBotLens, stop, waitForLine } from './lib';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const GPTBOT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)';

async function load(url: string, body: string) {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { 'content-type': 'application/json', 'user-agent': GPTBOT },
    body,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/servers/bare-fastify.ts'], {
  cwd: ROOT,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const bareUrl = await waitForLine(bare, /listening at (http:\/\/\S+)/);
const baseline = await load(
  `${bareUrl}/bare`,
  JSON.stringify({ trackingId: 'bt_bench', url: 'https://bench.example.com/page' }),
);
await stop(bare);

const botlens = await startBotLens();
const { trackingId } = await createBenchWebsite(botlens.url);
const track = await load(
  `${botlens.url}/api/track`,
  JSON.stringify({ trackingId, url: 'https://bench.example.com/page' }),
);
await stop(botlens.child);

console.log(
  JSON.stringify({
    benchmark: 'track-throughput',
    durationSeconds: DURATION_SECONDS,
    connections: CONNECTIONS,
    bareFastify: baseline,
    apiTrack: track,
    ratio: Number((track.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)),
    target: 0.6,
  }),
);
