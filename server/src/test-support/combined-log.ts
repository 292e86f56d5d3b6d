import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { createPrng } from '../lib/prng';
import {
  BOT_PROFILES,
  BROWSER_USER_AGENTS,
  HUMAN_REFERRERS,
  SITE_SECTIONS,
  SPOOFED_CRAWLERS,
  SPOOFER_BLOCKS,
} from './combined-log-profiles';

/**
 * Writes a realistic Combined log for the import benchmark and tests: about 60 % browsers and 40 % named
 * crawlers, many paths, timestamps rising over `days` days, and a few of the garbage requests every public
 * server logs (TLS handshakes on port 80, `"-"`). Deterministic: the same seed writes the same bytes, so
 * figures from two runs compare. A path ending in .gz is gzipped. Streams, so a million lines cost no memory.
 * With `spoofedBotShare`, that share of the bot lines claims Googlebot or Bingbot from random addresses
 * neither publishes (SPOOFER_BLOCKS): the log a verifier must check address by address.
 */
export type CombinedLogOptions = {
  seed: number;
  /** First timestamp; defaults to 2025-01-01T00:00:00Z so the file does not depend on the clock. */
  start?: Date;
  days?: number;
  /** The server's zone as written in each line, e.g. "+0000", "-0700", "+0530". */
  utcOffset?: string;
  /** Share of garbage request lines, which an importer must count as malformed. */
  garbageRate?: number;
  /** Share (0..1) of bot lines sent by spoofers claiming Googlebot or Bingbot; 0, the default, writes none. */
  spoofedBotShare?: number;
};

export type WrittenLog = {
  lines: number;
  bytes: number;
  botLines: number;
  humanLines: number;
  garbageLines: number;
  /** Bot lines from spoofers (counted in botLines too). */
  spoofedBotLines: number;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LINES_PER_CHUNK = 1000;

export async function writeCombinedLog(
  path: string,
  lines: number,
  options: CombinedLogOptions,
): Promise<WrittenLog> {
  const random = createPrng(options.seed);
  const start = (options.start ?? new Date('2025-01-01T00:00:00Z')).getTime();
  const spanMs = (options.days ?? 30) * 86_400_000;
  const offset = options.utcOffset ?? '+0000';
  const offsetMs =
    (offset[0] === '-' ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3, 5))) * 60_000;
  const garbageRate = options.garbageRate ?? 0.002;
  const spoofedBotShare = options.spoofedBotShare ?? 0;
  if (!(spoofedBotShare >= 0 && spoofedBotShare <= 1)) {
    throw new Error(`spoofedBotShare must be between 0 and 1, not ${spoofedBotShare}`);
  }
  const written: WrittenLog = {
    lines: 0,
    bytes: 0,
    botLines: 0,
    humanLines: 0,
    garbageLines: 0,
    spoofedBotLines: 0,
  };
  const botWeights = cumulative(BOT_PROFILES.map((bot) => bot.weight));
  const spoofedWeights = cumulative(SPOOFED_CRAWLERS.map((crawler) => crawler.weight));
  const spooferBlocks = SPOOFER_BLOCKS.map(parseIpv4Block);

  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const time = (index: number): string => {
    // Rising through the span, with jitter inside one step: logs are written in order, give or take.
    const utc = start + ((index + random()) * spanMs) / Math.max(lines, 1);
    const local = new Date(Math.floor(utc / 1000) * 1000 + offsetMs);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${pad(local.getUTCDate())}/${MONTHS[local.getUTCMonth()]}/${local.getUTCFullYear()}:${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())} ${offset}`;
  };
  const page = (): string => {
    const section = pick(SITE_SECTIONS);
    const path =
      section === '/'
        ? '/'
        : `${section}/${pick(SLUG_WORDS)}-${pick(SLUG_WORDS)}-${Math.floor(random() * 400)}`;
    return random() < 0.1 ? `${path}?utm_source=${pick(['newsletter', 'twitter', 'linkedin'])}` : path;
  };
  const status = (): number => {
    const roll = random();
    return roll < 0.86 ? 200 : roll < 0.93 ? 304 : roll < 0.97 ? 404 : roll < 0.99 ? 301 : 500;
  };

  const line = (index: number): string => {
    const when = time(index);
    const roll = random();
    if (roll < garbageRate) {
      written.garbageLines++;
      const request = random() < 0.5 ? '\\x16\\x03\\x01\\x00\\xCA\\x01\\x00\\x00\\xC6\\x03\\x03' : '-';
      return `${ipv4(random, 45)} - - [${when}] "${request}" 400 ${random() < 0.5 ? 157 : 0} "-" "-"`;
    }
    if (roll < 0.6) {
      written.humanLines++;
      const ip = random() < 0.12 ? ipv6(random) : ipv4(random);
      const asset = random() < 0.3;
      const target = asset
        ? pick(['/assets/app.js', '/assets/app.css', '/favicon.ico', '/images/hero.webp'])
        : page();
      const referrer = asset ? `https://www.example.com${page()}` : pick(HUMAN_REFERRERS);
      const size = asset ? 20_000 + Math.floor(random() * 200_000) : 8_000 + Math.floor(random() * 60_000);
      return `${ip} - - [${when}] "GET ${target} HTTP/2.0" ${status()} ${size} "${referrer}" "${pick(BROWSER_USER_AGENTS)}"`;
    }
    written.botLines++;
    // No extra roll without spoofers, so the default log stays byte for byte what it always was.
    const spoofed = spoofedBotShare > 0 && random() < spoofedBotShare;
    if (spoofed) written.spoofedBotLines++;
    const bot = spoofed
      ? SPOOFED_CRAWLERS[pickIndex(spoofedWeights, random())]
      : BOT_PROFILES[pickIndex(botWeights, random())];
    if (!bot) throw new Error('no bot profiles');
    const target = random() < 0.04 ? '/robots.txt' : random() < 0.03 ? '/sitemap.xml' : page();
    const ip =
      'ipPrefix' in bot
        ? `${bot.ipPrefix}.${1 + Math.floor(random() * 254)}`
        : addressIn(pick(spooferBlocks), random);
    const code = status();
    const size = code === 304 ? '-' : String(5_000 + Math.floor(random() * 80_000));
    return `${ip} - - [${when}] "${random() < 0.03 ? 'HEAD' : 'GET'} ${target} HTTP/1.1" ${code} ${size} "-" "${bot.userAgent}"`;
  };

  const chunks = function* () {
    for (let index = 0; index < lines; ) {
      const end = Math.min(lines, index + LINES_PER_CHUNK);
      let text = '';
      for (; index < end; index++) text += `${line(index)}\n`;
      written.lines = index;
      written.bytes += Buffer.byteLength(text);
      yield text;
    }
  };
  if (path.endsWith('.gz')) await pipeline(Readable.from(chunks()), createGzip(), createWriteStream(path));
  else await pipeline(Readable.from(chunks()), createWriteStream(path));
  return written;
}

const SLUG_WORDS = [
  'ai',
  'crawler',
  'pricing',
  'guide',
  'robots',
  'seo',
  'search',
  'llm',
  'news',
  'setup',
  'api',
];

function cumulative(weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let running = 0;
  return weights.map((weight) => (running += weight / total));
}

function pickIndex(cumulativeWeights: number[], roll: number): number {
  const index = cumulativeWeights.findIndex((limit) => roll < limit);
  return index < 0 ? cumulativeWeights.length - 1 : index;
}

function ipv4(random: () => number, firstOctet?: number): string {
  const octet = () => Math.floor(random() * 256);
  return `${firstOctet ?? 1 + Math.floor(random() * 222)}.${octet()}.${octet()}.${1 + Math.floor(random() * 254)}`;
}

function ipv6(random: () => number): string {
  const group = () => Math.floor(random() * 65_536).toString(16);
  return `2a02:${group()}:${group()}:${group()}::${group()}`;
}

type Ipv4Block = { first: number; size: number };

function parseIpv4Block(cidr: string): Ipv4Block {
  const [address = '', bits = ''] = cidr.split('/');
  const octets = address.split('.').map(Number);
  const prefixLength = Number(bits);
  const first = octets.reduce((value, octet) => value * 256 + octet, 0);
  const size = 2 ** (32 - prefixLength);
  if (octets.length !== 4 || !Number.isInteger(prefixLength) || first % size !== 0) {
    throw new Error(`not an IPv4 block: ${cidr}`);
  }
  return { first, size };
}

/** A random address inside the block. */
function addressIn(block: Ipv4Block, random: () => number): string {
  const value = block.first + Math.floor(random() * block.size);
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}
