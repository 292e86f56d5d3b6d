/**
 * The `botlens` command line: `npm run --silent botlens -- <command> [options]`.
 * Each command lives in its feature folder and gets the arguments after its name.
 */
type Command = { summary: string; run: (args: string[]) => Promise<number> };

const COMMANDS: Record<string, () => Promise<Command>> = {
  classify: async () => (await import('./modules/bots/classify-command')).classifyCommand,
  'update-bot-ranges': async () => (await import('./modules/bots/update-ranges-command')).updateRangesCommand,
  'update-bot-registry': async () =>
    (await import('./modules/bots/registry-update/update-registry-command')).updateRegistryCommand,
  'import-logs': async () => (await import('./modules/log-import/import-logs-command')).importLogsCommand,
  reclassify: async () => (await import('./modules/bots/reclassify/reclassify-command')).reclassifyCommand,
};

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const load = name ? COMMANDS[name] : undefined;
  if (!load) {
    const lines = await Promise.all(
      Object.entries(COMMANDS).map(
        async ([command, loader]) => `  ${command.padEnd(20)} ${(await loader()).summary}`,
      ),
    );
    process.stderr.write(`Usage: botlens <command> [options]\n\nCommands:\n${lines.join('\n')}\n`);
    return name && name !== '--help' && name !== 'help' ? 2 : 0;
  }
  return (await load()).run(args);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`botlens: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
