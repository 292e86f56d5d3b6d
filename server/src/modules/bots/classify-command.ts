import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { classifyUserAgent } from './classify-user-agent';
import { readLines } from './read-lines';

/**
 * Longest user agent echoed back. Classification only reads the first 1024 characters; the echo keeps more
 * so a log's odd entries stay recognisable, but a bounded amount, so one hostile line cannot exhaust memory.
 */
export const MAX_ECHOED_USER_AGENT = 8192;

const USAGE = `Usage: botlens classify < user-agents.txt

Reads one user agent per line on stdin and writes one JSON object per line on stdout:
{"userAgent":"…","isBot":true,"type":"ai_crawler","name":"GPTBot","operator":"OpenAI","purpose":"training"}
An empty line or '-' is a request without a user agent.
`;

/** Streams stdin to stdout line by line, waiting for stdout to drain so a slow reader bounds our memory. */
export async function classifyLines(input: Readable, output: Writable): Promise<void> {
  let closed = false;
  output.on('error', () => {
    // A reader that went away (`botlens classify | head`) ends the run; it is not a failure of ours.
    closed = true;
  });
  for await (const userAgent of readLines(input, MAX_ECHOED_USER_AGENT)) {
    if (closed) break;
    const line = `${JSON.stringify({ userAgent, ...classifyUserAgent(userAgent) })}\n`;
    if (!output.write(line)) await Promise.race([once(output, 'drain'), once(output, 'close')]);
  }
}

export const classifyCommand = {
  summary: 'Classify user agents read one per line from stdin; writes one JSON object per line',
  async run(args: string[]): Promise<number> {
    if (args.includes('--help') || args.includes('-h')) {
      process.stderr.write(USAGE);
      return 0;
    }
    if (args.length > 0) {
      process.stderr.write(`botlens classify: unexpected argument ${JSON.stringify(args[0])}\n\n${USAGE}`);
      return 2;
    }
    await classifyLines(process.stdin, process.stdout);
    return 0;
  },
};
