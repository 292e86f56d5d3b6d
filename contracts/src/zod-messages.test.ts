import { describe, expect, it } from 'vitest';
import { collectRequest, idParam, topBotsQuery, trendsQuery } from './index';

function firstMessage(result: { error?: { issues: { message: string }[] } }): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('number messages name the field and the real limit', () => {
  it.each([
    ['0', 'id must be at least 1'],
    ['-1', 'id must be at least 1'],
    ['99999999999999999999', 'id must be at most 2147483647'],
    ['0x1', 'id must be a whole number'],
    ['1e0', 'id must be a whole number'],
    ['1.5', 'id must be a whole number'],
    [' 1', 'id must be a whole number'],
    ['', 'id must be a whole number'],
  ])('id %j: %s', (id, message) => {
    expect(firstMessage(idParam.safeParse({ id }))).toBe(message);
  });

  it('reads a decimal id as its number', () => {
    expect(idParam.parse({ id: '0042' })).toEqual({ id: 42 });
  });

  it('gives query limits their own bounds, not the largest safe integer', () => {
    expect(firstMessage(topBotsQuery.safeParse({ limit: '99999999999999999999' }))).toBe(
      'limit must be at most 100',
    );
    expect(firstMessage(topBotsQuery.safeParse({ limit: '0x5' }))).toBe('limit must be a whole number');
    expect(firstMessage(topBotsQuery.safeParse({ limit: ['1', '2'] }))).toBe('limit must be a whole number');
    expect(topBotsQuery.parse({}).limit).toBe(10);
    expect(firstMessage(trendsQuery.safeParse({ hours: '2161' }))).toBe('hours must be at most 2160');
    expect(trendsQuery.parse({ hours: '168' }).hours).toBe(168);
  });

  it('says whole number and the real bounds for JSON numbers of a collect event', () => {
    const event = { timestamp: Date.now(), url: '/', userAgent: 'GPTBot', ip: '1.2.3.4' };
    const messages = (status: number) =>
      firstMessage(collectRequest.safeParse({ events: [{ ...event, status }] }));
    expect(messages(1e20)).toBe('events.0.status must be at most 599');
    expect(messages(200.5)).toBe('events.0.status must be a whole number');
    expect(messages(99)).toBe('events.0.status must be at least 100');
  });
});
