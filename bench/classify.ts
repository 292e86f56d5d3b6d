// Classifications per second, with the cache (a crawler repeats its user agent) and without (all new).
import { classifyUserAgent, classifyUserAgentUncached } from '../server/src/modules/bots/classify-user-agent';
import { USER_AGENT_CORPUS } from '../server/src/test-support/user-agent-corpus';

const agents = USER_AGENT_CORPUS.map((entry) => entry.userAgent);
const ROUNDS = Number(process.env.BENCH_CLASSIFY_ROUNDS ?? 2000);

function perSecond(classify: (ua: string) => unknown): number {
  // Warm up so the JIT has settled before timing.
  for (const ua of agents) classify(ua);
  const started = process.hrtime.bigint();
  let total = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const ua of agents) classify(ua);
    total += agents.length;
  }
  return Math.round(total / (Number(process.hrtime.bigint() - started) / 1e9));
}

console.log(
  JSON.stringify({
    benchmark: 'classify',
    distinctUserAgents: agents.length,
    classificationsPerSecondUncached: perSecond(classifyUserAgentUncached),
    classificationsPerSecondCached: perSecond(classifyUserAgent),
  }),
);
