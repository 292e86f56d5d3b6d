import { describe, expect, it } from 'vitest';
import {
  createInitialDemoState,
  DEMO_ACTIVITY_KEPT,
  DEMO_BOTS,
  type DemoState,
  formatSessionTime,
  type RandomSource,
  randomInt,
  relativeTimeLabel,
  seededRandom,
  tickDemo,
} from './landing-demo';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);

/** Replays the given values in order, then fails loudly if the code asks for more. */
function scripted(values: number[]): RandomSource {
  let index = 0;
  return () => {
    const value = values[index++];
    if (value === undefined) throw new Error('random source exhausted');
    return value;
  };
}

describe('createInitialDemoState', () => {
  it('starts with five activities, newest first, crawled for AI crawlers and indexed otherwise', () => {
    const state = createInitialDemoState(NOW);
    expect(state.activities).toHaveLength(DEMO_ACTIVITY_KEPT);
    const times = state.activities.map((activity) => activity.timestamp);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const activity of state.activities) {
      expect(activity.activity).toBe(activity.botType === 'ai_crawler' ? 'crawled' : 'indexed');
      expect(activity.timestamp).toBeLessThanOrEqual(NOW);
    }
    expect(new Set(state.activities.map((activity) => activity.id)).size).toBe(DEMO_ACTIVITY_KEPT);
  });
});

describe('tickDemo', () => {
  it('applies the largest growth and prepends an activity when the random source says so', () => {
    const state = createInitialDemoState(NOW);
    // visits, AI chance, AI amount, pages, session chance, session amount, activity chance, bot, url
    const random = scripted([0.999, 0.1, 0.999, 0.999, 0.1, 0.999, 0.1, 0.3, 0]);
    const next = tickDemo(state, NOW + 15_000, random);

    expect(next.counters).toEqual({
      totalVisits: state.counters.totalVisits + 5,
      aiCrawlers: state.counters.aiCrawlers + 2,
      pagesCrawled: state.counters.pagesCrawled + 4,
      avgSessionTime: state.counters.avgSessionTime + 19,
    });
    const bot = DEMO_BOTS[Math.floor(0.3 * DEMO_BOTS.length)];
    expect(next.activities[0]).toEqual({
      id: state.nextId,
      botName: bot?.botName,
      botType: bot?.botType,
      activity: bot?.botType === 'ai_crawler' ? 'crawled' : 'indexed',
      url: '/',
      timestamp: NOW + 15_000,
    });
    expect(next.activities).toHaveLength(DEMO_ACTIVITY_KEPT);
    expect(next.activities.slice(1)).toEqual(state.activities.slice(0, DEMO_ACTIVITY_KEPT - 1));
    expect(next.nextId).toBe(state.nextId + 1);
  });

  it('applies the smallest growth and adds no activity on an unlucky tick', () => {
    const state = createInitialDemoState(NOW);
    // visits, AI chance (no), pages, session chance (no), activity chance (no)
    const next = tickDemo(state, NOW + 15_000, scripted([0, 0.9, 0, 0.9, 0.4]));
    expect(next.counters).toEqual({
      totalVisits: state.counters.totalVisits + 1,
      aiCrawlers: state.counters.aiCrawlers,
      pagesCrawled: state.counters.pagesCrawled + 1,
      avgSessionTime: state.counters.avgSessionTime,
    });
    expect(next.activities).toBe(state.activities);
    expect(next.nextId).toBe(state.nextId);
  });

  it('does not change the state it is given', () => {
    const state = createInitialDemoState(NOW);
    const before = structuredClone(state);
    tickDemo(state, NOW + 15_000, seededRandom(7));
    expect(state).toEqual(before);
  });

  it('keeps every step within the spec ranges over a long seeded run', () => {
    const random = seededRandom(42);
    let state: DemoState = createInitialDemoState(NOW);
    let withActivity = 0;
    const ticks = 5000;
    for (let i = 1; i <= ticks; i++) {
      const next = tickDemo(state, NOW + i * 15_000, random);
      const visits = next.counters.totalVisits - state.counters.totalVisits;
      const ai = next.counters.aiCrawlers - state.counters.aiCrawlers;
      const pages = next.counters.pagesCrawled - state.counters.pagesCrawled;
      const session = next.counters.avgSessionTime - state.counters.avgSessionTime;
      expect(visits).toBeGreaterThanOrEqual(1);
      expect(visits).toBeLessThanOrEqual(5);
      expect([0, 1, 2]).toContain(ai);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(4);
      expect(session === 0 || (session >= 5 && session <= 19)).toBe(true);
      expect(next.activities.length).toBeLessThanOrEqual(DEMO_ACTIVITY_KEPT);
      if (next.activities[0] !== state.activities[0]) {
        withActivity++;
        const added = next.activities[0];
        expect(added?.timestamp).toBe(NOW + i * 15_000);
        expect(added?.activity).toBe(added?.botType === 'ai_crawler' ? 'crawled' : 'indexed');
      }
      state = next;
    }
    expect(withActivity / ticks).toBeGreaterThan(0.37);
    expect(withActivity / ticks).toBeLessThan(0.43);
  });

  it('replays exactly from the same seed', () => {
    const run = (seed: number) => {
      const random = seededRandom(seed);
      let state = createInitialDemoState(NOW);
      for (let i = 1; i <= 20; i++) state = tickDemo(state, NOW + i * 15_000, random);
      return state;
    };
    expect(run(3)).toEqual(run(3));
    expect(run(3)).not.toEqual(run(4));
  });
});

describe('relativeTimeLabel', () => {
  it.each([
    [0, 'just now'],
    [5_000, 'just now'],
    [5_999, 'just now'],
    [6_000, '6s ago'],
    [59_999, '59s ago'],
    [60_000, '1m ago'],
    [3_599_000, '59m ago'],
    [3_600_000, '1h ago'],
    [26 * 3_600_000, '26h ago'],
    [-10_000, 'just now'],
  ])('%i ms ago reads %s', (age, label) => {
    expect(relativeTimeLabel(NOW - age, NOW)).toBe(label);
  });
});

describe('helpers', () => {
  it('randomInt covers both ends', () => {
    expect(randomInt(() => 0, 1, 5)).toBe(1);
    expect(randomInt(() => 0.999_999, 1, 5)).toBe(5);
  });

  it('seededRandom stays in [0, 1)', () => {
    const random = seededRandom(1);
    for (let i = 0; i < 1000; i++) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('formatSessionTime reads minutes and seconds', () => {
    expect(formatSessionTime(154)).toBe('2m 34s');
    expect(formatSessionTime(45)).toBe('45s');
    expect(formatSessionTime(120)).toBe('2m 0s');
  });
});
