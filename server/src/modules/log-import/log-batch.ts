import { type BotClassification, MAX_URL_LENGTH } from '@botlens/contracts';
import { truncateText } from '../../lib/truncate-text';
import type { DnsBudget } from '../bots/verify-bot';
import type { BatchClassifier } from '../tracking/ingest/classify-batch';
import { type ClassifiedHit, pathOf } from '../tracking/ingest/hit';
import type { CheckpointPosition } from './file-checkpoint';
import { explainAccessLogLine } from './parse-access-log-line';

const HOUR_MS = 3_600_000;
// The most distinct user agents and URLs remembered per import: a hostile log of unique ones must not grow
// memory. Real logs repeat a few hundred user agents and a few thousand pages.
const MAX_REMEMBERED = 20_000;

/** The counts a batch adds to the import's summary once it is committed. */
export type BatchCounts = { lines: number; bots: number; humans: number; malformed: number; expired: number };

/**
 * A run of consecutive lines of one log, ready to be written in one transaction: the bot hits (their
 * verification still to be settled), people's page views per UTC hour (people leave no row: counted here,
 * merged into the hourly totals once per batch), and where the file stands after its last line.
 */
export type LogBatch = {
  bots: ClassifiedHit[];
  humanHours: Map<number, number>;
  counts: BatchCounts;
  malformedLines: number[];
  end: CheckpointPosition;
};

export function emptyBatch(end: CheckpointPosition): LogBatch {
  return {
    bots: [],
    humanHours: new Map(),
    counts: { lines: 0, bots: 0, humans: 0, malformed: 0, expired: 0 },
    malformedLines: [],
    end,
  };
}

/**
 * Reads lines into batches for one website: parses each line (parse-access-log-line.ts, the same rules the
 * old importer applied before it posted the line to /api/collect), names its client once per distinct user
 * agent, and starts the bot's verification at once, so that reverse DNS runs while later lines are read.
 */
export class LogLineReader {
  private readonly bots = new Map<string, BotClassification>();
  private readonly paths = new Map<string, string>();

  constructor(
    private readonly websiteId: number,
    private readonly classifier: BatchClassifier,
    /** Lines before this instant (ms) are past the retention period: counted as expired, not stored. */
    private readonly notBefore: number,
    /** The reverse-DNS lookups this import may start (verify-bot.ts). */
    private readonly dnsBudget: DnsBudget,
  ) {}

  /** Adds one line's text to the batch; false when it is malformed. */
  add(batch: LogBatch, text: string): boolean {
    if (text.trim() === '') return true;
    const parsed = explainAccessLogLine(text);
    if (!parsed.ok) return false;
    const { ip, time: occurredAt, method, url, status, referrer, userAgent } = parsed.value;
    if (occurredAt < this.notBefore) {
      batch.counts.expired++;
      return true;
    }
    const bot = this.classify(userAgent);
    if (!bot.isBot) {
      const hour = occurredAt - (((occurredAt % HOUR_MS) + HOUR_MS) % HOUR_MS);
      batch.humanHours.set(hour, (batch.humanHours.get(hour) ?? 0) + 1);
      batch.counts.humans++;
      return true;
    }
    // Texts need no storableText here: the line reader drops NULs and decodes UTF-8 into well-formed
    // strings, and truncateText never leaves half a surrogate pair.
    const target = truncateText(url, MAX_URL_LENGTH);
    batch.bots.push({
      websiteId: this.websiteId,
      occurredAt: new Date(occurredAt),
      source: 'log',
      event: 'page_view',
      url: target,
      path: this.pathOf(target),
      referrer: referrer || undefined,
      method: method.toUpperCase(),
      status,
      userAgent,
      ip,
      bot,
      verification: 'unverifiable',
    });
    batch.counts.bots++;
    // Verification starts now: the batch waits for it only when it is written, a batch or two later.
    this.classifier.verifier.prefetch?.(bot, ip, this.dnsBudget);
    return true;
  }

  private classify(userAgent: string): BotClassification {
    let bot = this.bots.get(userAgent);
    if (bot === undefined) {
      if (this.bots.size >= MAX_REMEMBERED) this.bots.clear();
      bot = this.classifier.classify(userAgent);
      this.bots.set(userAgent, bot);
    }
    return bot;
  }

  private pathOf(url: string): string {
    let path = this.paths.get(url);
    if (path === undefined) {
      if (this.paths.size >= MAX_REMEMBERED) this.paths.clear();
      path = pathOf(url);
      this.paths.set(url, path);
    }
    return path;
  }
}
