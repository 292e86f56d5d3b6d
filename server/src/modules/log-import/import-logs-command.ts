import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ImportLogsSummary } from '@botlens/contracts';
import { type CliEnv, loadCliEnv } from '../../config';
import { type ImportLogsClientOptions, ImportLogsFailedError, importLogs } from './import-logs-client';
import { createProgressReporter } from './progress-reporter';

/**
 * `botlens import-logs --server <url> --key <ingestKey> <file|->`: streams an access log, unchanged, to a
 * running server's raw-log door (POST /api/import/logs), which parses and imports it.
 * stdout carries only the final JSON summary, so it can be piped to jq; progress and errors go to stderr.
 * Exit 0 when the whole file was imported (malformed lines and lines the server rejected included), 1 on
 * failure, 2 on bad usage.
 */
const USAGE = `Usage: botlens import-logs --server <url> --key <ingestKey> <file>

Imports an nginx or Apache access log (Combined or Common format, plain or .gz)
into the website that owns the ingest key. Use - as <file> to read stdin.
The file is sent as it is; the server parses it. Sending the same file again
stores nothing twice, and after an import that broke off, it resumes after
the lines already imported.

Options:
  --server <url>   the BotLens address, for example https://botlens.example.com
  --key <key>      the website ingest key (shown on /embed-code); or set
                   BOTLENS_INGEST_KEY, which keeps it out of the process list
                   and the shell history
  -h, --help       show this help
`;

export type ImportLogsArgs = { server: string; key: string; file: string };

export function parseImportLogsArgs(
  args: string[],
  env: CliEnv = {},
): ImportLogsArgs | { help: true } | { error: string } {
  const values: Partial<Record<'server' | 'key', string>> = {};
  const files: string[] = [];
  let optionsEnded = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (optionsEnded || arg === '-' || !arg.startsWith('-')) {
      files.push(arg);
      continue;
    }
    if (arg === '--') {
      optionsEnded = true;
      continue;
    }
    if (arg === '-h' || arg === '--help') return { help: true };
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg];
    if (flag !== '--server' && flag !== '--key') return { error: `unknown option ${flag}` };
    const value = inline ?? args[++i];
    if (value === undefined || value === '') return { error: `${flag} needs a value` };
    values[flag === '--server' ? 'server' : 'key'] = value;
  }
  if (!values.server) return { error: '--server is required' };
  values.key ??= env.ingestKey;
  if (!values.key) return { error: '--key (or BOTLENS_INGEST_KEY) is required' };
  if (files.length !== 1)
    return { error: files.length === 0 ? 'the log file is missing' : 'give one log file' };
  let url: URL;
  try {
    url = new URL(values.server);
  } catch {
    return { error: `--server ${values.server} is not a URL` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { error: '--server must be an http(s) URL' };
  return { server: values.server, key: values.key, file: files[0] as string };
}

async function run(args: string[]): Promise<number> {
  const parsed = parseImportLogsArgs(args, loadCliEnv());
  if ('help' in parsed) {
    process.stdout.write(USAGE);
    return 0;
  }
  if ('error' in parsed) {
    process.stderr.write(`botlens import-logs: ${parsed.error}\n\n${USAGE}`);
    return 2;
  }

  const log = await openLogSource(parsed.file);
  if ('error' in log) {
    process.stderr.write(`botlens import-logs: cannot read ${parsed.file}: ${log.error}\n`);
    return 1;
  }

  const reporter = createProgressReporter({ stream: process.stderr, totalBytes: log.totalBytes });
  try {
    const { summary, attemptsCutWithoutSummary } = await importLogs({
      server: parsed.server,
      key: parsed.key,
      ...log,
      onProgress: (progress) => reporter.update(progress),
      onRetry: ({ attempt, maxAttempts, delayMs, reason }) =>
        reporter.note(
          `import-logs: ${reason}; sending the file again in ${(delayMs / 1000).toFixed(1)} s, resuming after the lines already imported (attempt ${attempt + 1} of ${maxAttempts})`,
        ),
    });
    reporter.finish();
    printSummary(summary);
    if (attemptsCutWithoutSummary > 0) {
      process.stderr.write(
        'botlens import-logs: an attempt was cut off before the server could say what it imported; ' +
          'the lines it committed are counted as skipped\n',
      );
    }
    return 0;
  } catch (error) {
    reporter.finish();
    // What was committed before the failure: say how much, so the person knows where it stopped.
    if (error instanceof ImportLogsFailedError && error.summary) printSummary(error.summary);
    process.stderr.write(`botlens import-logs: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

type LogSource = Pick<ImportLogsClientOptions, 'openLog' | 'canResend' | 'contentType' | 'totalBytes'>;

/**
 * The log as it is sent: its bytes unchanged. A .gz goes as application/gzip (the server also recognises
 * gzip by its first bytes, whatever the name: a rotated access.log.1 may be compressed).
 */
async function openLogSource(file: string): Promise<LogSource | { error: string }> {
  if (file === '-') {
    return { openLog: () => process.stdin, canResend: false, contentType: 'application/octet-stream' };
  }
  // Checked up front: a stream's open error would arrive later and read less clearly.
  let info: Stats;
  try {
    info = await stat(file);
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { error: code === 'ENOENT' ? 'no such file' : (error as Error).message };
  }
  if (info.isDirectory()) return { error: 'it is a directory' };
  const contentType = file.endsWith('.gz') ? 'application/gzip' : 'application/octet-stream';
  // Pipes and devices (<(zcat ...), /dev/stdin) have no meaningful size and cannot be read twice.
  if (!info.isFile()) return { openLog: () => createReadStream(file), canResend: false, contentType };
  return { openLog: () => createReadStream(file), canResend: true, contentType, totalBytes: info.size };
}

function printSummary(summary: ImportLogsSummary): void {
  const { lines, bots, humans, malformed, skipped, expired, malformedLines, rejected, rejectedLines } =
    summary;
  process.stdout.write(
    `${JSON.stringify({ lines, bots, humans, malformed, skipped, expired, malformedLines, rejected, rejectedLines })}\n`,
  );
  // stdout is for jq; the person at the terminal is told on stderr why lines were left out.
  const first = rejectedLines[0];
  if (first) {
    process.stderr.write(
      `botlens import-logs: the server rejected ${rejected} ${rejected === 1 ? 'line' : 'lines'} (line ${first.line}: ${first.message})\n`,
    );
  }
}

export const importLogsCommand = {
  summary: 'Import an nginx/Apache access log (plain or .gz) into a website',
  run,
};
