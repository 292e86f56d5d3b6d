import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ipaddr from 'ipaddr.js';
import { afterAll, describe, expect, it } from 'vitest';
import { CidrSet, loadBundledRangeSets, parseIpAddress } from '../modules/bots/ip-ranges';
import { bundledRangeFiles } from '../modules/bots/range-files';
import { writeCombinedLog } from './combined-log';
import {
  BINGBOT_USER_AGENT,
  BOT_PROFILES,
  GOOGLEBOT_USER_AGENT,
  SPOOFER_BLOCKS,
} from './combined-log-profiles';

const dir = mkdtempSync(join(tmpdir(), 'botlens-combined-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CLAIMED = new Set([GOOGLEBOT_USER_AGENT, BINGBOT_USER_AGENT]);

/** The client address and the user agent of each line (the first field and the last quoted one). */
function readLines(path: string): { ip: string; userAgent: string }[] {
  return readFileSync(path, 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => {
      const match = /^(\S+) .*"([^"]*)"$/.exec(line);
      if (!match) throw new Error(`unexpected line: ${line}`);
      return { ip: match[1] ?? '', userAgent: match[2] ?? '' };
    });
}

/** A prefix's first address: two CIDR blocks overlap only if one holds the other's first address. */
function networkAddress(prefix: string) {
  const [address] = ipaddr.parseCIDR(prefix);
  const network =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(prefix)
      : ipaddr.IPv6.networkAddressFromCIDR(prefix);
  const parsed = parseIpAddress(network.toString());
  if (!parsed) throw new Error(`unreadable prefix ${prefix}`);
  return parsed;
}

describe('the spoof-heavy Combined log', () => {
  it('sends from blocks that no shipped crawler range list overlaps', () => {
    const spoofers = CidrSet.from(SPOOFER_BLOCKS);
    const files = bundledRangeFiles();
    const published = loadBundledRangeSets();
    // Google's and Microsoft's lists must be among them, or this proves nothing about the two claimed bots.
    expect(files.map((file) => file.key)).toEqual(expect.arrayContaining(['google-common', 'bing']));
    const listedInsideABlock = files.flatMap((file) =>
      file.prefixes
        .filter((prefix) => spoofers.contains(networkAddress(prefix)))
        .map((prefix) => `${file.key} ${prefix}`),
    );
    expect(listedInsideABlock).toEqual([]);
    const blocksInsideAList = SPOOFER_BLOCKS.flatMap((block) =>
      [...published]
        .filter(([, set]) => set.contains(networkAddress(block)))
        .map(([key]) => `${block} in ${key}`),
    );
    expect(blocksInsideAList).toEqual([]);
  });

  it('writes every bot line as Googlebot or Bingbot from distinct addresses outside every published range', async () => {
    const path = join(dir, 'spoofed.log');
    const written = await writeCombinedLog(path, 20_000, { seed: 3, spoofedBotShare: 1 });
    const lines = readLines(path);
    const claimed = lines.filter((line) => CLAIMED.has(line.userAgent));
    expect(written.spoofedBotLines).toBe(written.botLines);
    expect(claimed).toHaveLength(written.spoofedBotLines);
    expect(new Set(claimed.map((line) => line.userAgent))).toEqual(CLAIMED);

    const published = [...loadBundledRangeSets().values()];
    const spoofers = CidrSet.from(SPOOFER_BLOCKS);
    const misplaced = claimed.filter(({ ip }) => {
      const address = parseIpAddress(ip);
      return (
        address?.version !== 4 ||
        !spoofers.contains(address) ||
        published.some((set) => set.contains(address))
      );
    });
    expect(misplaced).toEqual([]);
    // Random addresses in 16 million: a rare repeat at most, so nearly every line is a new DNS lookup.
    expect(new Set(claimed.map((line) => line.ip)).size).toBeGreaterThan(claimed.length * 0.99);
  });

  it('mixes spoofers with the genuine crawlers at the share asked for, the same bytes for the same seed', async () => {
    const first = join(dir, 'half-a.log');
    const second = join(dir, 'half-b.log');
    const written = await writeCombinedLog(first, 10_000, { seed: 5, spoofedBotShare: 0.5 });
    await writeCombinedLog(second, 10_000, { seed: 5, spoofedBotShare: 0.5 });
    expect(readFileSync(first).equals(readFileSync(second))).toBe(true);
    expect(written.spoofedBotLines / written.botLines).toBeGreaterThan(0.45);
    expect(written.spoofedBotLines / written.botLines).toBeLessThan(0.55);

    const genuineAgents = new Set(BOT_PROFILES.map((bot) => bot.userAgent));
    const bots = readLines(first).filter((line) => genuineAgents.has(line.userAgent));
    expect(bots).toHaveLength(written.botLines);
    const spoofers = CidrSet.from(SPOOFER_BLOCKS);
    const fromSpoofers = bots.filter((line) => {
      const address = parseIpAddress(line.ip);
      return address !== null && spoofers.contains(address);
    });
    expect(fromSpoofers).toHaveLength(written.spoofedBotLines);
  });

  it('writes no spoofers by default and refuses a share outside 0..1', async () => {
    const written = await writeCombinedLog(join(dir, 'plain.log'), 2000, { seed: 5 });
    expect(written.spoofedBotLines).toBe(0);
    const claimed = readLines(join(dir, 'plain.log')).filter((line) => CLAIMED.has(line.userAgent));
    expect(claimed.length).toBeGreaterThan(0);
    for (const { ip, userAgent } of claimed) {
      const address = parseIpAddress(ip);
      const published = loadBundledRangeSets().get(
        userAgent === GOOGLEBOT_USER_AGENT ? 'google-common' : 'bing',
      );
      expect(address && published?.contains(address), `${userAgent} from ${ip}`).toBe(true);
    }
    await expect(writeCombinedLog(join(dir, 'bad.log'), 10, { seed: 5, spoofedBotShare: 2 })).rejects.toThrow(
      'spoofedBotShare must be between 0 and 1, not 2',
    );
  });
});
