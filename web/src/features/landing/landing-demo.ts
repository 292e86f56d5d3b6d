/**
 * The landing page's 'Live Analytics Dashboard' (part 1 §3, §4, §9). It is a SIMULATION, shown with a
 * 'Demo' badge and a 'Simulated data' caption: none of these figures come from a real website.
 *
 * Pure: every function takes the time and a random source, so tests can replay a run from a seed.
 */

/** Returns a number in [0, 1), like Math.random. */
export type RandomSource = () => number;

export type DemoBotType = 'search_engine' | 'ai_crawler' | 'social_media' | 'other';

export type DemoActivity = {
  id: number;
  botName: string;
  botType: DemoBotType;
  /** 'crawled' for AI crawlers, 'indexed' for every other bot. */
  activity: 'crawled' | 'indexed';
  url: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
};

export type DemoCounters = {
  totalVisits: number;
  aiCrawlers: number;
  pagesCrawled: number;
  /** Seconds. */
  avgSessionTime: number;
};

export type DemoState = {
  counters: DemoCounters;
  /** Newest first, at most DEMO_ACTIVITY_KEPT entries. */
  activities: DemoActivity[];
  nextId: number;
};

export const DEMO_TICK_MS = 15_000;
export const DEMO_CLOCK_MS = 1_000;
export const DEMO_ACTIVITY_KEPT = 5;
export const DEMO_ACTIVITY_SHOWN = 3;
/** "About 40 percent" of ticks bring a new activity. */
export const NEW_ACTIVITY_CHANCE = 0.4;
/** "Sometimes": the share of ticks on which AI crawlers, and separately session time, grow. */
export const AI_CRAWLER_GROWTH_CHANCE = 0.3;
export const SESSION_GROWTH_CHANCE = 0.3;

/** The default random source. Math.random is acceptable here only because this data is a labelled demo. */
export const demoRandom: RandomSource = Math.random;

export const DEMO_BOTS: readonly { botName: string; botType: DemoBotType }[] = [
  { botName: 'Googlebot', botType: 'search_engine' },
  { botName: 'Bingbot', botType: 'search_engine' },
  { botName: 'GPTBot', botType: 'ai_crawler' },
  { botName: 'ClaudeBot', botType: 'ai_crawler' },
  { botName: 'PerplexityBot', botType: 'ai_crawler' },
  { botName: 'OAI-SearchBot', botType: 'ai_crawler' },
  { botName: 'facebookexternalhit', botType: 'social_media' },
  { botName: 'LinkedInBot', botType: 'social_media' },
  { botName: 'AhrefsBot', botType: 'other' },
];

export const DEMO_URLS: readonly string[] = [
  '/',
  '/pricing',
  '/blog/ai-search-guide',
  '/docs/getting-started',
  '/products/analytics',
  '/about',
  '/blog/robots-txt-for-ai',
  '/contact',
];

const INITIAL_COUNTERS: DemoCounters = {
  totalVisits: 1247,
  aiCrawlers: 89,
  pagesCrawled: 342,
  avgSessionTime: 154,
};

const INITIAL_ACTIVITY: readonly {
  botName: string;
  botType: DemoBotType;
  url: string;
  ageSeconds: number;
}[] = [
  { botName: 'GPTBot', botType: 'ai_crawler', url: '/blog/ai-search-guide', ageSeconds: 2 },
  { botName: 'Googlebot', botType: 'search_engine', url: '/pricing', ageSeconds: 45 },
  { botName: 'ClaudeBot', botType: 'ai_crawler', url: '/docs/getting-started', ageSeconds: 180 },
  { botName: 'Bingbot', botType: 'search_engine', url: '/', ageSeconds: 420 },
  { botName: 'PerplexityBot', botType: 'ai_crawler', url: '/products/analytics', ageSeconds: 900 },
];

export function activityFor(botType: DemoBotType): DemoActivity['activity'] {
  return botType === 'ai_crawler' ? 'crawled' : 'indexed';
}

export function createInitialDemoState(now: number): DemoState {
  const activities = INITIAL_ACTIVITY.map((entry, index) => ({
    id: index + 1,
    botName: entry.botName,
    botType: entry.botType,
    activity: activityFor(entry.botType),
    url: entry.url,
    timestamp: now - entry.ageSeconds * 1000,
  }));
  return { counters: { ...INITIAL_COUNTERS }, activities, nextId: activities.length + 1 };
}

/** A whole number from min to max, both included. */
export function randomInt(random: RandomSource, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function pick<T>(random: RandomSource, items: readonly T[]): T {
  return items[randomInt(random, 0, items.length - 1)] as T;
}

/**
 * One 15-second step: visits grow by 1–5, AI crawlers sometimes by 1 or 2, pages by 1–4, session time
 * sometimes by 5–19 s; with about 40 % chance a random bot activity is prepended and the oldest beyond
 * five is dropped.
 */
export function tickDemo(state: DemoState, now: number, random: RandomSource = demoRandom): DemoState {
  const { counters } = state;
  const next: DemoCounters = {
    totalVisits: counters.totalVisits + randomInt(random, 1, 5),
    aiCrawlers: counters.aiCrawlers + (random() < AI_CRAWLER_GROWTH_CHANCE ? randomInt(random, 1, 2) : 0),
    pagesCrawled: counters.pagesCrawled + randomInt(random, 1, 4),
    avgSessionTime:
      counters.avgSessionTime + (random() < SESSION_GROWTH_CHANCE ? randomInt(random, 5, 19) : 0),
  };
  if (random() >= NEW_ACTIVITY_CHANCE) return { ...state, counters: next };

  const bot = pick(random, DEMO_BOTS);
  const entry: DemoActivity = {
    id: state.nextId,
    botName: bot.botName,
    botType: bot.botType,
    activity: activityFor(bot.botType),
    url: pick(random, DEMO_URLS),
    timestamp: now,
  };
  return {
    counters: next,
    activities: [entry, ...state.activities].slice(0, DEMO_ACTIVITY_KEPT),
    nextId: state.nextId + 1,
  };
}

/** ≤ 5 s 'just now', under a minute 'Ns ago', under an hour 'Nm ago', otherwise 'Nh ago'. */
export function relativeTimeLabel(timestamp: number, now: number): string {
  const seconds = Math.floor((now - timestamp) / 1000);
  if (seconds <= 5) return 'just now';
  if (seconds < 60) return `${seconds}s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ago`;
  return `${Math.floor(seconds / 3600)}h ago`;
}

/** 154 → '2m 34s'; under a minute → '45s'. */
export function formatSessionTime(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return minutes === 0 ? `${seconds}s` : `${minutes}m ${seconds}s`;
}

/** Mulberry32: a small seedable generator, for tests and reproducible runs. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
