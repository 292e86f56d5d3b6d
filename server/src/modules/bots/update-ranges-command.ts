import { RANGE_SOURCES, RANGES_DIRECTORY } from './range-files';
import { updateRangeFiles } from './update-bot-ranges';

const USAGE = `Usage: botlens update-bot-ranges

Downloads the address lists OpenAI, Anthropic, Perplexity, Google and Bing publish for their crawlers,
validates them and rewrites the data files in server/src/modules/bots/ranges/. A source that cannot be
fetched keeps its current file. Exit code 0 when every source was updated, 1 otherwise.
`;

export const updateRangesCommand = {
  summary: 'Refresh the published crawler address ranges (OpenAI, Anthropic, Perplexity, Google, Bing)',
  async run(args: string[]): Promise<number> {
    if (args.includes('--help') || args.includes('-h')) {
      process.stderr.write(USAGE);
      return 0;
    }
    if (args.length > 0) {
      process.stderr.write(
        `botlens update-bot-ranges: unexpected argument ${JSON.stringify(args[0])}\n\n${USAGE}`,
      );
      return 2;
    }
    const results = await updateRangeFiles({ sources: RANGE_SOURCES, directory: RANGES_DIRECTORY });
    for (const result of results) {
      if (result.ok)
        process.stdout.write(`${result.key}: updated ${result.prefixes} prefixes from ${result.url}\n`);
      else process.stderr.write(`${result.key}: failed to fetch ${result.url}: ${result.error}\n`);
    }
    const failed = results.filter((result) => !result.ok).length;
    if (failed > 0) {
      process.stderr.write(
        `${failed} of ${results.length} sources failed and their files were left unchanged` +
          ' (is the network reachable?). Verification keeps using the shipped lists.\n',
      );
    }
    return failed > 0 ? 1 : 0;
  },
};
