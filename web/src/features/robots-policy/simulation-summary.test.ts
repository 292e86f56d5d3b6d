import type { RobotsSimulationResult } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import {
  botHitsPhrase,
  compareWithLive,
  type SimulatedBot,
  simulationChartRows,
  simulationSentence,
  simulationTotals,
} from './simulation-summary';

function bot(
  name: string,
  purpose: string,
  hits: number,
  disallowedHits: number,
  controllable = true,
): SimulatedBot {
  return { name, operator: 'Op', purpose, hits, disallowedHits, controllable };
}

function result(bots: SimulatedBot[]): RobotsSimulationResult {
  return {
    from: '2026-10-28T00:00:00Z',
    to: '2026-11-27T00:00:00Z',
    totalHits: bots.reduce((sum, each) => sum + each.hits, 0),
    bots,
  };
}

describe('botHitsPhrase', () => {
  it('counts each bot\'s hits with grouped thousands, and says "of" when the file stops only some', () => {
    expect(botHitsPhrase(bot('GPTBot', 'training', 1204, 1204))).toBe('1,204 GPTBot hits (training)');
    expect(botHitsPhrase(bot('OAI-SearchBot', 'search', 210, 0))).toBe('210 OAI-SearchBot hits (search)');
    expect(botHitsPhrase(bot('Bingbot', 'search', 8, 3))).toBe('3 of 8 Bingbot hits (search)');
    expect(botHitsPhrase(bot('Applebot', 'search', 1, 0))).toBe('1 Applebot hit (search)');
  });
});

describe('simulationSentence', () => {
  it('names the largest blocked bots, then the largest kept ones', () => {
    const simulated = result([
      bot('OAI-SearchBot', 'search', 210, 0),
      bot('GPTBot', 'training', 1204, 1204),
      bot('ClaudeBot', 'training', 8, 3),
      bot('Tiny', 'search', 2, 0),
    ]);
    expect(simulationSentence(simulated)).toBe(
      'This robots.txt would block 1,204 GPTBot hits (training) and 3 of 8 ClaudeBot hits (training); it keeps 210 OAI-SearchBot hits (search) and 2 Tiny hits (search).',
    );
    expect(simulationSentence(result([bot('GPTBot', 'training', 5, 5)]))).toBe(
      'This robots.txt would block 5 GPTBot hits (training).',
    );
  });

  it('never claims to block or keep a bot that reads no robots.txt', () => {
    expect(simulationSentence(result([bot('Bytespider', 'training', 12, 12, false)]))).toBe(
      'This robots.txt would block none of the bots that visited the site.',
    );
  });

  it('says when there is no traffic, and when nothing would be blocked', () => {
    expect(simulationSentence(result([]))).toBe(
      'No bot visited the site in this window: there is nothing to simulate.',
    );
    expect(simulationSentence(result([bot('Googlebot', 'search', 4, 0)]))).toBe(
      'This robots.txt would block none of the bots that visited the site; it keeps 4 Googlebot hits (search).',
    );
  });
});

describe('simulationTotals and simulationChartRows', () => {
  const simulated = result([
    bot('A', 'training', 10, 10),
    bot('B', 'search', 30, 5),
    bot('C', 'training', 20, 20, false),
  ]);

  it('counts blocked hits only for bots that read robots.txt', () => {
    expect(simulationTotals(simulated)).toEqual({ total: 60, blocked: 15, kept: 45, uncontrollable: 20 });
  });

  it('orders the chart by hits and cuts it at the limit', () => {
    expect(simulationChartRows(simulated, 2)).toEqual({
      labels: ['B', 'C'],
      kept: [25, 20],
      blocked: [5, 0],
      hidden: 1,
    });
  });
});

describe('compareWithLive', () => {
  it('puts the bots the two files treat differently first, and keeps bots only one window saw', () => {
    const policy = result([bot('GPTBot', 'training', 100, 100), bot('Bingbot', 'search', 500, 0)]);
    const live = result([
      bot('GPTBot', 'training', 100, 0),
      bot('Bingbot', 'search', 500, 0),
      bot('Old', 'x', 3, 3),
    ]);
    expect(compareWithLive(policy, live)).toEqual([
      { name: 'GPTBot', operator: 'Op', purpose: 'training', hits: 100, policyBlocked: 100, liveBlocked: 0 },
      { name: 'Old', operator: 'Op', purpose: 'x', hits: 3, policyBlocked: 0, liveBlocked: 3 },
      { name: 'Bingbot', operator: 'Op', purpose: 'search', hits: 500, policyBlocked: 0, liveBlocked: 0 },
    ]);
  });
});
