import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANGE_SOURCES, RANGES_DIRECTORY } from './range-files';
import {
  fetchPublishedList,
  MAX_DOCUMENT_BYTES,
  type RangeSource,
  updateRangeFiles,
} from './update-bot-ranges';

/** The publishers, played by a local server: each path answers like one kind of publisher could. */
const ANSWERS: Record<string, { status?: number; body: string }> = {
  '/good.json': {
    body: JSON.stringify({
      creationTime: '2026-11-01T10:00:00.000000',
      prefixes: [{ ipv4Prefix: '66.249.64.0/27' }, { ipv6Prefix: '2001:4860:4801:10::/64' }],
    }),
  },
  '/html': { body: '<html>maintenance</html>' },
  '/empty.json': { body: JSON.stringify({ creationTime: 'x', prefixes: [] }) },
  '/bad-prefix.json': { body: JSON.stringify({ prefixes: [{ ipv4Prefix: '66.249.64.0/33' }] }) },
  '/no-family.json': { body: JSON.stringify({ prefixes: [{ note: 'x' }] }) },
  '/error.json': { status: 503, body: 'unavailable' },
  '/huge.json': { body: `{"prefixes":[${'{"ipv4Prefix":"10.0.0.0/8"},'.repeat(MAX_DOCUMENT_BYTES / 20)}]}` },
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = ANSWERS[request.url ?? ''] ?? { status: 404, body: 'not found' };
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    response.end(answer.body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** A copy of the shipped files to update, so the real ones are never touched by a test. */
function copyOfShippedFiles(): URL {
  const directory = mkdtempSync(join(tmpdir(), 'botlens-ranges-'));
  cpSync(RANGES_DIRECTORY, directory, { recursive: true });
  return pathToFileURL(`${directory}/`);
}

const source = (key: RangeSource['key'], path: string): RangeSource => {
  const file = RANGE_SOURCES.find((candidate) => candidate.key === key)?.file ?? '';
  return { key, file, url: `${base}${path}` };
};

const fetchOverHttp = (url: string) => fetchPublishedList(url, { allowHttp: true, timeoutMs: 5_000 });

describe('updateRangeFiles', () => {
  it('rewrites a file from a valid list and leaves the others as they were', async () => {
    const directory = copyOfShippedFiles();
    const sources = [
      source('google-common', '/good.json'),
      source('bing', '/html'),
      source('openai-gptbot', '/error.json'),
    ];
    const before = (file: string) => readFileSync(new URL(file, directory), 'utf8');
    const bingBefore = before('bing.json');
    const gptbotBefore = before('openai-gptbot.json');

    const results = await updateRangeFiles({
      sources,
      directory,
      fetchList: fetchOverHttp,
      now: () => new Date('2026-11-02T00:00:00Z'),
    });

    expect(results).toEqual([
      { key: 'google-common', url: `${base}/good.json`, ok: true, prefixes: 2 },
      { key: 'bing', url: `${base}/html`, ok: false, error: 'the answer is not JSON' },
      { key: 'openai-gptbot', url: `${base}/error.json`, ok: false, error: 'HTTP 503' },
    ]);
    // The test's http source would fail the schema's https rule, so the JSON is compared directly.
    const updated = JSON.parse(before('google-common.json'));
    expect(updated).toMatchObject({
      key: 'google-common',
      operator: 'Google',
      source: `${base}/good.json`,
      creationTime: '2026-11-01T10:00:00.000000',
      fetchedAt: '2026-11-02T00:00:00.000Z',
      copiedFrom: null,
      prefixes: ['66.249.64.0/27', '2001:4860:4801:10::/64'],
    });
    expect(before('bing.json')).toBe(bingBefore);
    expect(before('openai-gptbot.json')).toBe(gptbotBefore);
    expect(readdirSync(directory).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it.each([
    ['/empty.json', 'the list has no prefixes'],
    ['/bad-prefix.json', 'not a CIDR prefix: "66.249.64.0/33"'],
    ['/no-family.json', 'an entry has neither ipv4Prefix nor ipv6Prefix'],
    ['/huge.json', `the document is larger than ${MAX_DOCUMENT_BYTES} bytes`],
  ])('refuses %s and keeps the shipped file', async (path, message) => {
    const directory = copyOfShippedFiles();
    const before = readFileSync(new URL('anthropic.json', directory), 'utf8');
    const [result] = await updateRangeFiles({
      sources: [source('anthropic', path)],
      directory,
      fetchList: fetchOverHttp,
    });
    expect(result).toMatchObject({ ok: false });
    expect(result?.ok === false && result.error).toContain(message);
    expect(readFileSync(new URL('anthropic.json', directory), 'utf8')).toBe(before);
  });

  it('reports a closed network as a failure, not a crash', async () => {
    const directory = copyOfShippedFiles();
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    const [result] = await updateRangeFiles({
      sources: [{ ...source('bing', ''), url: `http://127.0.0.1:${port}/bingbot.json` }],
      directory,
      fetchList: fetchOverHttp,
    });
    expect(result).toMatchObject({ ok: false });
    expect(result?.ok === false && result.error).toMatch(/ECONNREFUSED/);
  });

  it('fetches only https unless told otherwise', async () => {
    await expect(fetchPublishedList(`${base}/good.json`)).rejects.toThrow('refusing a non-https answer');
  });

  it('lists only fixed official https URLs', () => {
    for (const { url } of RANGE_SOURCES) expect(new URL(url).protocol).toBe('https:');
  });
});
