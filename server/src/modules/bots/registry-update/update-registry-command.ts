import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type RegistryFileEntry, serialiseRegistryFile } from '../registry/registry-file';
import { buildRegistry } from './build-registry';
import { describeChanges } from './describe-changes';
import { readRegistrySources } from './source-files';

export const REGISTRY_FILE = fileURLToPath(new URL('../generated/bot-registry.json', import.meta.url));

const USAGE = `Usage: botlens update-bot-registry [--check] [--verbose]

Regenerates server/src/modules/bots/generated/bot-registry.json from our curated entries
(server/src/modules/bots/registry/) and the pinned sources: the crawler-user-agents package in
node_modules and ai.robots.txt's robots.json vendored in server/src/modules/bots/sources/. Prints what
changed (bots added, removed and renamed; types, purposes, operators, tokens and patterns). Writes
nothing and exits 1 when a source entry needs curating (the conflicts are printed).
  --check    write nothing; exit 1 when the committed file differs from what the sources give
  --verbose  also list the source entries left out on purpose and the ones curated entries cover
`;

export const updateRegistryCommand = {
  summary: 'Regenerate the bot registry from curated entries and the pinned sources',
  async run(args: string[]): Promise<number> {
    if (args.includes('--help') || args.includes('-h')) {
      process.stdout.write(USAGE);
      return 0;
    }
    const unknown = args.find((arg) => arg !== '--check' && arg !== '--verbose');
    if (unknown) {
      process.stderr.write(
        `botlens update-bot-registry: unexpected argument ${JSON.stringify(unknown)}\n\n${USAGE}`,
      );
      return 2;
    }
    const sources = readRegistrySources();
    const build = buildRegistry(sources);
    const out = process.stdout;
    out.write(
      `sources: crawler-user-agents ${sources.crawlerUserAgents.version}, ` +
        `ai.robots.txt ${sources.aiRobotsTxt.commit.slice(0, 12)}\n`,
    );
    if (build.conflicts.length > 0) {
      process.stderr.write(`${build.conflicts.length} conflicts to curate; nothing written:\n`);
      for (const conflict of build.conflicts) process.stderr.write(`  ${conflict}\n`);
      return 1;
    }
    if (args.includes('--verbose')) {
      for (const { origin, reason } of build.dropped) out.write(`left out: ${origin}: ${reason}\n`);
      for (const item of build.coverage) out.write(`covered: ${item.covered} by ${item.owner}\n`);
    }
    const committed = readCommitted();
    const next = serialiseRegistryFile(build.entries);
    const changes = describeChanges(committed.entries, build.entries);
    for (const line of changes) out.write(`${line}\n`);
    const differs = committed.text !== next;
    out.write(
      `${build.entries.length} bots (was ${committed.entries.length}); ${changes.length} changes; ` +
        `${build.dropped.length} source entries left out, ${build.coverage.length} covered by other entries\n`,
    );
    if (args.includes('--check')) {
      if (differs)
        process.stderr.write(
          'the committed registry differs from the sources: run npm run registry:update\n',
        );
      return differs ? 1 : 0;
    }
    if (differs) writeFileSync(REGISTRY_FILE, next);
    out.write(differs ? `wrote ${REGISTRY_FILE}\n` : 'unchanged\n');
    return 0;
  },
};

function readCommitted(): { text: string; entries: RegistryFileEntry[] } {
  if (!existsSync(REGISTRY_FILE)) return { text: '', entries: [] };
  const text = readFileSync(REGISTRY_FILE, 'utf8');
  return { text, entries: JSON.parse(text) as RegistryFileEntry[] };
}
