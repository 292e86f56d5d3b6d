import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BROWSER_AGENTS,
  IN_APP_BROWSER_AGENTS,
  USER_AGENT_CORPUS,
} from '../../test-support/user-agent-corpus';

/** The real command line, from source through tsx, exactly as `npm run botlens -- classify` runs it. */
const SERVER_ROOT = resolve(import.meta.dirname, '../../..');

type Run = { code: number | null; stdout: string; stderr: string };

function runCli(args: string[], input: string | Iterable<string>): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH ?? '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<Run>((done) => child.on('close', (code) => done({ code, stdout, stderr })));
  (async () => {
    for (const piece of typeof input === 'string' ? [input] : input) {
      if (!child.stdin.write(piece)) await new Promise((drained) => child.stdin.once('drain', drained));
    }
    child.stdin.end();
  })();
  return exited;
}

const parseLines = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line));

describe('botlens classify', () => {
  it('writes one JSON object per input line, in order, with the user agent and its classification', async () => {
    const input = `${USER_AGENT_CORPUS.map((entry) => entry.userAgent).join('\n')}\n`;
    const { code, stdout, stderr } = await runCli(['classify'], input);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(parseLines(stdout)).toEqual(
      USER_AGENT_CORPUS.map((entry) => ({ userAgent: entry.userAgent, ...entry.expected })),
    );
  });

  it('accepts CRLF input and a last line without a newline, and escapes what it echoes', async () => {
    const { code, stdout } = await runCli(['classify'], 'GPTBot/1.2\r\n"quoted" <b>\t\r\nTwitterbot/1.0');
    expect(code).toBe(0);
    const lines = parseLines(stdout);
    expect(lines.map((line) => line.userAgent)).toEqual(['GPTBot/1.2', '"quoted" <b>\t', 'Twitterbot/1.0']);
    expect(lines.map((line) => line.name)).toEqual(['GPTBot', null, 'Twitterbot']);
  });

  it('streams a large input through without holding it', async () => {
    const sample = [...BROWSER_AGENTS, ...IN_APP_BROWSER_AGENTS].map((entry) => entry.userAgent);
    const lines = 100_000;
    function* chunks() {
      for (let i = 0; i < lines; i += 1000) {
        yield `${Array.from({ length: 1000 }, (_, j) => `${sample[(i + j) % sample.length]} #${i + j}`).join('\n')}\n`;
      }
    }
    const { code, stdout } = await runCli(['classify'], chunks());
    expect(code).toBe(0);
    const output = stdout.split('\n').filter((line) => line !== '');
    expect(output).toHaveLength(lines);
    expect(JSON.parse(output.at(-1) ?? '{}').userAgent).toMatch(/ #99999$/);
  }, 60_000);

  it('explains itself on --help and refuses unknown arguments', async () => {
    const help = await runCli(['classify', '--help'], '');
    expect(help.code).toBe(0);
    expect(help.stderr).toContain('Usage: botlens classify');
    const wrong = await runCli(['classify', '--nope'], '');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('unexpected argument "--nope"');
  });
});
