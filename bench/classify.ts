// Distinct user agents classified per second by the product and by isbot, side by side in one run:
// in process without the cache (every string new to the classifier, the JIT warm), and whole process (a
// fresh Node process per classifier, start-up and regular-expression compilation included). Also the
// product's rate with its cache (a crawler repeats its user agent). With BENCH_CLASSIFY_REGISTRY=large the
// product also runs over the registry plus every crawler-user-agents pattern (about 1,800 patterns), the
// size the generated registry reaches.
import { isbot } from 'isbot';
import { BOT_REGISTRY } from '../server/src/modules/bots/bot-registry';
import {
  classifyUserAgent,
  classifyUserAgentUncached,
  createUserAgentClassifier,
} from '../server/src/modules/bots/classify-user-agent';
import { crawlerUserAgentsRegistry } from '../server/src/test-support/crawler-user-agents-registry';
import { distinctUserAgents } from './classify-agents';
import {
  bundleChildren,
  type ChildClassifier,
  type ChildRun,
  runChild,
  writeAgents,
} from './classify-processes';
import { quantile } from './lib';

const agents = distinctUserAgents();
const ROUNDS = Number(process.env.BENCH_CLASSIFY_ROUNDS ?? 15);
const PROCESS_RUNS = Number(process.env.BENCH_CLASSIFY_PROCESS_RUNS ?? 7);
const large = process.env.BENCH_CLASSIFY_REGISTRY === 'large';

type Classify = (ua: string) => unknown;

/**
 * The fastest of several runs: on a machine shared with others, other processes only ever add time, so the
 * fastest run is the steadiest figure. The classifiers take turns, so both see the same conditions.
 */
const fastest = (samples: readonly number[]) => quantile(samples, 0);

/** Enough passes for the JIT to settle: the first few run partly unoptimised code. */
const WARM_UP_PASSES = Number(process.env.BENCH_CLASSIFY_WARM_UP ?? 5);

/** Time of one pass over every agent, each classifier timed in turn every round. */
function passMs(classifiers: Record<string, Classify>): Record<string, number> {
  const samples: Record<string, number[]> = {};
  for (const [name, classify] of Object.entries(classifiers)) {
    for (let pass = 0; pass < WARM_UP_PASSES; pass++) for (const ua of agents) classify(ua);
    samples[name] = [];
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, classify] of Object.entries(classifiers)) {
      const started = process.hrtime.bigint();
      for (const ua of agents) classify(ua);
      samples[name]?.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  return Object.fromEntries(Object.entries(samples).map(([name, ms]) => [name, fastest(ms)]));
}

const perSecond = (ms: number) => Math.round(agents.length / (ms / 1000));
const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

const largeRegistry = [...BOT_REGISTRY, ...crawlerUserAgentsRegistry()];
const inProcess = passMs({
  product: classifyUserAgentUncached,
  isbot,
  ...(large ? { productLarge: createUserAgentClassifier(largeRegistry) } : {}),
});

/** Wall and CPU time of whole processes (the fastest run of each), the classifiers run in turn. */
async function wholeProcesses(): Promise<Map<ChildClassifier, ChildRun>> {
  const kinds: ChildClassifier[] = [
    'node',
    'isbot',
    'product',
    ...(large ? (['product-large'] as const) : []),
  ];
  const bundles = await bundleChildren(kinds);
  const agentsFile = writeAgents(agents);
  const runs = new Map<ChildClassifier, ChildRun[]>(kinds.map((kind) => [kind, []]));
  for (let run = 0; run < PROCESS_RUNS; run++) {
    for (const kind of kinds) runs.get(kind)?.push(runChild(bundles.get(kind) as string, agentsFile));
  }
  return new Map(
    [...runs].map(([kind, samples]) => [
      kind,
      {
        wallMs: fastest(samples.map((sample) => sample.wallMs)),
        cpuMs: fastest(samples.map((sample) => sample.cpuMs)),
        bots: samples[0]?.bots ?? 0,
      },
    ]),
  );
}

const processes = await wholeProcesses();
const nodeOnly = processes.get('node') as ChildRun;
const round = (ms: number) => Math.round(ms * 10) / 10;

function processFigures(kind: ChildClassifier) {
  const { wallMs, cpuMs, bots } = processes.get(kind) as ChildRun;
  return {
    distinctPerSecond: perSecond(wallMs),
    wallMs: round(wallMs),
    cpuMs: round(cpuMs),
    // The classifier's own share: less what a Node process that only reads the list takes.
    beyondNodeWallMs: round(wallMs - nodeOnly.wallMs),
    beyondNodeCpuMs: round(cpuMs - nodeOnly.cpuMs),
    botsFound: bots,
  };
}

function processRatios(kind: ChildClassifier) {
  const product = processes.get(kind) as ChildRun;
  const isbotRun = processes.get('isbot') as ChildRun;
  return {
    wall: ratio(product.wallMs, isbotRun.wallMs),
    cpu: ratio(product.cpuMs, isbotRun.cpuMs),
    beyondNodeWall: ratio(product.wallMs - nodeOnly.wallMs, isbotRun.wallMs - nodeOnly.wallMs),
    beyondNodeCpu: ratio(product.cpuMs - nodeOnly.cpuMs, isbotRun.cpuMs - nodeOnly.cpuMs),
  };
}

/** With the cache: the same few thousand strings again and again, as live traffic sends them. */
function cachedPerSecond(): number {
  return perSecond(passMs({ cached: classifyUserAgent }).cached ?? 0);
}

const uncached = (name: string) => perSecond(inProcess[name] ?? 0);

console.log(
  JSON.stringify({
    benchmark: 'classify',
    distinctUserAgents: agents.length,
    registryPatterns: BOT_REGISTRY.length,
    ...(large ? { largeRegistryPatterns: largeRegistry.length } : {}),
    uncachedDistinctPerSecond: {
      product: uncached('product'),
      isbot: uncached('isbot'),
      productTimeOverIsbot: ratio(inProcess.product ?? 0, inProcess.isbot ?? 1),
      ...(large
        ? {
            productLarge: uncached('productLarge'),
            productLargeTimeOverIsbot: ratio(inProcess.productLarge ?? 0, inProcess.isbot ?? 1),
          }
        : {}),
    },
    wholeProcess: {
      runs: PROCESS_RUNS,
      nodeOnly: { wallMs: round(nodeOnly.wallMs), cpuMs: round(nodeOnly.cpuMs) },
      product: processFigures('product'),
      isbot: processFigures('isbot'),
      productTimeOverIsbot: processRatios('product'),
      ...(large
        ? {
            productLarge: processFigures('product-large'),
            productLargeTimeOverIsbot: processRatios('product-large'),
          }
        : {}),
    },
    cachedPerSecond: { product: cachedPerSecond() },
  }),
);
