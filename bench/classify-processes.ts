// Whole-process cost of classifying: one fresh Node process per classifier loads it, builds whatever it
// builds at start (regular expressions, the registry index) and classifies every distinct user agent once.
// The classifiers are bundled as the server build bundles them (our code inlined, npm packages loaded from
// node_modules), so no TypeScript loader's cost is counted.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ROOT } from './lib';

/** Inside the repository, so that the bundles' npm imports resolve from its node_modules. */
const WORK_DIR = join(ROOT, 'node_modules', '.cache', 'botlens-bench-classify');

const READ_AGENTS = `import { readFileSync } from 'node:fs';
const agents = JSON.parse(readFileSync(process.argv[2], 'utf8'));`;
// CPU time is reported beside wall time: on a shared machine it is the steadier of the two.
const COUNT_BOTS = `let bots = 0;
for (const ua of agents) if (isBot(ua)) bots++;
const { user, system } = process.cpuUsage();
console.log(JSON.stringify({ bots, cpuMs: (user + system) / 1000 }));`;

/** What each child runs: 'node' only reads the list, the floor every process pays. */
function entrySource(classifier: ChildClassifier): string {
  const bots = `${ROOT}server/src/modules/bots`;
  switch (classifier) {
    case 'node':
      return `${READ_AGENTS}\nconst isBot = () => false;\n${COUNT_BOTS}`;
    case 'isbot':
      return `import { isbot as isBot } from 'isbot';\n${READ_AGENTS}\n${COUNT_BOTS}`;
    case 'product':
      return `import { classifyUserAgentUncached } from '${bots}/classify-user-agent';
${READ_AGENTS}
const isBot = (ua) => classifyUserAgentUncached(ua).isBot;
${COUNT_BOTS}`;
    case 'product-large':
      return `import { BOT_REGISTRY } from '${bots}/bot-registry';
import { createUserAgentClassifier } from '${bots}/classify-user-agent';
import { crawlerUserAgentsRegistry } from '${ROOT}server/src/test-support/crawler-user-agents-registry';
${READ_AGENTS}
const classify = createUserAgentClassifier([...BOT_REGISTRY, ...crawlerUserAgentsRegistry()]);
const isBot = (ua) => classify(ua).isBot;
${COUNT_BOTS}`;
  }
}

export type ChildClassifier = 'node' | 'isbot' | 'product' | 'product-large';

export async function bundleChildren(
  classifiers: readonly ChildClassifier[],
): Promise<Map<ChildClassifier, string>> {
  mkdirSync(WORK_DIR, { recursive: true });
  const bundles = new Map<ChildClassifier, string>();
  for (const classifier of classifiers) {
    const outfile = join(WORK_DIR, `${classifier}.mjs`);
    await build({
      stdin: { contents: entrySource(classifier), resolveDir: ROOT, loader: 'ts' },
      outfile,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      logLevel: 'warning',
      plugins: [
        {
          name: 'externalise-npm-packages',
          setup(b) {
            b.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@botlens/') ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
    });
    bundles.set(classifier, outfile);
  }
  return bundles;
}

export function writeAgents(agents: readonly string[]): string {
  mkdirSync(WORK_DIR, { recursive: true });
  const file = join(WORK_DIR, 'agents.json');
  writeFileSync(file, JSON.stringify(agents));
  return file;
}

export type ChildRun = { wallMs: number; cpuMs: number; bots: number };

/** Wall milliseconds from start to exit of one child, the CPU time it used, and the bots it found. */
export function runChild(bundle: string, agentsFile: string): ChildRun {
  const started = process.hrtime.bigint();
  const output = execFileSync(process.execPath, [bundle, agentsFile], { encoding: 'utf8' });
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  const { bots, cpuMs } = JSON.parse(output) as { bots: number; cpuMs: number };
  return { wallMs, cpuMs, bots };
}
