import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CidrSet, loadBundledRangeSets, parseIpAddress } from './ip-ranges';
import { bundledRangeFiles, formatRangeFile, RANGE_SOURCES, RANGES_DIRECTORY } from './range-files';

const ip = (text: string) => {
  const parsed = parseIpAddress(text);
  if (!parsed) throw new Error(`test address ${text} did not parse`);
  return parsed;
};

describe('parseIpAddress', () => {
  it('reads IPv4 and IPv6, and treats IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(parseIpAddress('66.249.66.1')).toMatchObject({ version: 4, text: '66.249.66.1' });
    expect(parseIpAddress(' 2001:4860:4801:10::1 ')).toMatchObject({ version: 6 });
    expect(parseIpAddress('::ffff:66.249.66.1')).toEqual(parseIpAddress('66.249.66.1'));
    expect(parseIpAddress('::ffff:42f9:4201')).toEqual(parseIpAddress('66.249.66.1'));
  });

  it('refuses anything that is not an address', () => {
    for (const bad of [
      '',
      'unknown',
      '66.249.66',
      '66.249.66.256',
      '1',
      '0x42.0.0.1',
      '66.249.66.1/32',
      '::g',
      '-',
    ]) {
      expect(parseIpAddress(bad), bad).toBeNull();
    }
  });
});

describe('CidrSet', () => {
  it('includes both ends of a prefix and nothing beyond them', () => {
    const set = CidrSet.from(['66.249.64.0/27']);
    expect(set.contains(ip('66.249.64.0'))).toBe(true);
    expect(set.contains(ip('66.249.64.31'))).toBe(true);
    expect(set.contains(ip('66.249.64.32'))).toBe(false);
    expect(set.contains(ip('66.249.63.255'))).toBe(false);
  });

  it('matches IPv6 prefixes and keeps the families apart', () => {
    const set = CidrSet.from(['2001:4860:4801:10::/64', '18.97.9.96/29']);
    expect(set.contains(ip('2001:4860:4801:10:ffff:ffff:ffff:ffff'))).toBe(true);
    expect(set.contains(ip('2001:4860:4801:11::'))).toBe(false);
    expect(set.contains(ip('18.97.9.103'))).toBe(true);
    expect(set.contains(ip('::ffff:18.97.9.100'))).toBe(true);
    expect(set.contains(ip('2001:db8::1261:964'))).toBe(false);
  });

  it('merges overlapping and adjacent prefixes and handles single addresses', () => {
    const set = CidrSet.from(['10.0.0.0/25', '10.0.0.128/25', '10.0.0.64/26', '3.224.62.45/32']);
    expect(set.prefixCount).toBe(4);
    expect(set.contains(ip('10.0.0.255'))).toBe(true);
    expect(set.contains(ip('10.0.1.0'))).toBe(false);
    expect(set.contains(ip('3.224.62.45'))).toBe(true);
    expect(set.contains(ip('3.224.62.46'))).toBe(false);
  });

  it('names the prefix it cannot parse', () => {
    expect(() => CidrSet.from(['66.249.64.0/27', '66.249.64.0/33'])).toThrow('66.249.64.0/33');
    expect(() => CidrSet.from(['not a prefix'])).toThrow('not a CIDR prefix');
  });
});

describe('the shipped range files', () => {
  const files = bundledRangeFiles();

  it('ship one valid file per source, each with its https source URL and provenance', () => {
    expect(files.map((file) => file.key).sort()).toEqual(RANGE_SOURCES.map((source) => source.key).sort());
    for (const file of files) {
      const source = RANGE_SOURCES.find((candidate) => candidate.key === file.key);
      expect(file.source).toBe(source?.url);
      expect(
        file.prefixes.length === 0 || file.fetchedAt !== null || file.copiedFrom !== null,
        file.key,
      ).toBe(true);
      expect(new Set(file.prefixes).size, file.key).toBe(file.prefixes.length);
    }
  });

  it('are laid out exactly as the update command writes them', () => {
    for (const source of RANGE_SOURCES) {
      const text = readFileSync(new URL(source.file, RANGES_DIRECTORY), 'utf8');
      const file = files.find((candidate) => candidate.key === source.key);
      expect(file && formatRangeFile(file), source.file).toBe(text);
    }
  });

  // Addresses seen in public access logs next to each crawler's user agent.
  it.each([
    ['google-common', '66.249.66.200'],
    ['google-common', '66.249.79.3'],
    ['google-common', '2001:4860:4801:10::1'],
    ['bing', '52.167.144.225'],
    ['bing', '40.77.167.67'],
    ['openai-gptbot', '74.7.242.47'],
    ['openai-searchbot', '74.7.228.5'],
    ['openai-chatgpt-user', '9.129.1.1'],
    ['perplexity-bot', '18.97.9.99'],
    ['perplexity-user', '18.97.43.83'],
    ['anthropic', '216.73.216.1'],
    ['google-special', '66.249.89.1'],
    ['google-user-triggered', '107.178.192.1'],
  ] as const)('%s contains %s', (key, address) => {
    expect(loadBundledRangeSets().get(key)?.contains(ip(address))).toBe(true);
  });

  it('do not contain an address from elsewhere', () => {
    for (const [key, set] of loadBundledRangeSets())
      expect(set.contains(ip('203.0.113.50')), key).toBe(false);
  });
});
