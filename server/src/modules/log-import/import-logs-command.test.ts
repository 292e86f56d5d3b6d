import { describe, expect, it } from 'vitest';
import { loadCliEnv } from '../../config';
import { retryDelayMs } from './import-logs-client';
import { parseImportLogsArgs } from './import-logs-command';
import { createProgressReporter } from './progress-reporter';

describe('parseImportLogsArgs', () => {
  it('reads --server, --key and the file, in any order and with =', () => {
    const expected = { server: 'http://127.0.0.1:3000', key: 'k1', file: 'access.log' };
    expect(parseImportLogsArgs(['--server', 'http://127.0.0.1:3000', '--key', 'k1', 'access.log'])).toEqual(
      expected,
    );
    expect(parseImportLogsArgs(['access.log', '--key=k1', '--server=http://127.0.0.1:3000'])).toEqual(
      expected,
    );
    expect(parseImportLogsArgs(['--server', 'https://b.example', '--key', 'k', '-'])).toMatchObject({
      file: '-',
    });
    expect(
      parseImportLogsArgs(['--server', 'https://b.example', '--key', 'k', '--', '--odd-name.log']),
    ).toMatchObject({ file: '--odd-name.log' });
  });

  it('takes the key from BOTLENS_INGEST_KEY, out of the process list; --key wins', () => {
    const server = ['--server', 'http://localhost'];
    expect(
      parseImportLogsArgs([...server, 'f'], loadCliEnv({ BOTLENS_INGEST_KEY: 'from-env' })),
    ).toMatchObject({
      key: 'from-env',
    });
    expect(
      parseImportLogsArgs([...server, '--key', 'from-flag', 'f'], { ingestKey: 'from-env' }),
    ).toMatchObject({ key: 'from-flag' });
    expect(parseImportLogsArgs([...server, 'f'], loadCliEnv({ BOTLENS_INGEST_KEY: '' }))).toEqual({
      error: '--key (or BOTLENS_INGEST_KEY) is required',
    });
  });

  it('says what is wrong with bad usage', () => {
    const server = ['--server', 'http://localhost'];
    expect(parseImportLogsArgs(['--key', 'k', 'f'])).toEqual({ error: '--server is required' });
    expect(parseImportLogsArgs([...server, 'f'], {})).toEqual({
      error: '--key (or BOTLENS_INGEST_KEY) is required',
    });
    expect(parseImportLogsArgs([...server, '--key', 'k'])).toEqual({ error: 'the log file is missing' });
    expect(parseImportLogsArgs([...server, '--key', 'k', 'a', 'b'])).toEqual({ error: 'give one log file' });
    expect(parseImportLogsArgs([...server, '--key'])).toEqual({ error: '--key needs a value' });
    expect(parseImportLogsArgs([...server, '--kye', 'k', 'f'])).toEqual({ error: 'unknown option --kye' });
    expect(parseImportLogsArgs(['--server', 'localhost:3000', '--key', 'k', 'f'])).toEqual({
      error: '--server must be an http(s) URL',
    });
    expect(parseImportLogsArgs(['--server', 'not a url', '--key', 'k', 'f'])).toEqual({
      error: '--server not a url is not a URL',
    });
    expect(parseImportLogsArgs(['-h'])).toEqual({ help: true });
  });
});

describe('retryDelayMs', () => {
  it('honours Retry-After in seconds or as a date, within five minutes', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(retryDelayMs('0', 1, now)).toBe(0);
    expect(retryDelayMs('3', 1, now)).toBe(3000);
    expect(retryDelayMs('Wed, 01 Jan 2025 00:00:10 GMT', 1, now)).toBe(10_000);
    expect(retryDelayMs('Tue, 31 Dec 2024 23:00:00 GMT', 1, now)).toBe(0);
    expect(retryDelayMs('86400', 1, now)).toBe(300_000);
  });

  it('backs off exponentially without one, up to 30 s', () => {
    expect([1, 2, 3, 4, 7, 8, 9].map((attempt) => retryDelayMs(null, attempt))).toEqual([
      500, 1000, 2000, 4000, 30_000, 30_000, 30_000,
    ]);
    expect(retryDelayMs('soon', 2)).toBe(1000);
  });
});

describe('createProgressReporter', () => {
  const clock = () => {
    let time = 0;
    return { now: () => time, advance: (ms: number) => (time += ms) };
  };

  it('rewrites one line on a terminal, with the percentage of a file of known size', () => {
    const writes: string[] = [];
    const time = clock();
    const reporter = createProgressReporter({
      stream: { isTTY: true, write: (text: string) => writes.push(text) },
      totalBytes: 1000,
      now: time.now,
    });
    time.advance(2000);
    reporter.update({ sentBytes: 250, committedLines: 5000 });
    reporter.update({ sentBytes: 260, committedLines: 5100 });
    reporter.note('import-logs: the server answered 503; retrying in 0.0 s');
    reporter.finish();
    expect(writes[0]).toBe('\r\x1b[2Kimport-logs: 25.0% sent, 5,000 lines committed, 2,500 lines/s');
    expect(writes.slice(1)).toEqual([
      '\r\x1b[2Kimport-logs: the server answered 503; retrying in 0.0 s\n',
      '\r\x1b[2Kimport-logs: 26.0% sent, 5,100 lines committed, 2,550 lines/s',
      '\r\x1b[2Kimport-logs: 26.0% sent, 5,100 lines committed, 2,550 lines/s',
      '\n',
    ]);
  });

  it('writes a plain line every 5 s elsewhere, megabytes sent instead of a percentage for stdin', () => {
    const writes: string[] = [];
    const time = clock();
    const reporter = createProgressReporter({
      stream: { write: (text: string) => writes.push(text) },
      now: time.now,
    });
    time.advance(1000);
    reporter.update({ sentBytes: 1024 * 1024, committedLines: 10 });
    time.advance(4000);
    reporter.update({ sentBytes: 3 * 1024 * 1024, committedLines: 20 });
    time.advance(1000);
    reporter.update({ sentBytes: 4 * 1024 * 1024, committedLines: 30 });
    reporter.finish();
    expect(writes).toEqual(['import-logs: 3.0 MB sent, 20 lines committed, 4 lines/s\n']);
  });
});
