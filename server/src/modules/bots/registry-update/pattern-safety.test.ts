import { describe, expect, it } from 'vitest';
import { BOT_REGISTRY } from '../bot-registry';
import { MAX_USER_AGENT_LENGTH } from '../classify-user-agent';
import { whyUnsafePattern } from './pattern-safety';

describe('registry pattern safety', () => {
  it.each([
    [/(a+)+b/, 'quantified group (nested quantifiers)'],
    [/(?:ab)*c/, 'quantified group (nested quantifiers)'],
    [/a.*b.*c/, 'two unbounded wildcards in one alternative'],
    [/\S+ \S+x/, 'two unbounded wildcards in one alternative'],
    [/Contextual[\s\S]*outcomes[\s\S]+net/, 'two unbounded wildcards in one alternative'],
    [/(a)\1/, 'backreference'],
    [/bot/g, 'stateful flag'],
  ])('refuses %s', (pattern, reason) => {
    expect(whyUnsafePattern(pattern)).toBe(reason);
  });

  it.each([
    /\bGPTBot\b/i,
    /(?:ab)?c/,
    /a.*b|c.*d/,
    /Mobile Safari\/[\d.]+ \(compatible; Googlebot\//,
    /\(KHTML, like Gecko\) (?:electron\/[\d.]+ Chrome\/[\d.]+ )?Electron\/[\d.]+ Safari\/[\d.]+$/,
    /\bSogou[ -][\w -]{0,12}spider\b/i,
  ])('accepts %s', (pattern) => {
    expect(whyUnsafePattern(pattern)).toBeUndefined();
  });

  it('holds for every pattern of the registry', () => {
    for (const bot of BOT_REGISTRY) expect(whyUnsafePattern(bot.pattern), bot.name).toBeUndefined();
  });

  it('runs every pattern over hostile strings of the examined length', () => {
    // Not a timing assertion: a pattern that backtracks catastrophically would hang this test instead.
    const units = [
      'a',
      ' ',
      '/',
      '(',
      '1.',
      'Mozilla/5.0 ',
      'bot',
      '-',
      ';',
      'Bot/1.0 ',
      'http://',
      '@a.com ',
    ];
    const hostile = units.map((unit) =>
      unit.repeat(Math.ceil(MAX_USER_AGENT_LENGTH / unit.length)).slice(0, MAX_USER_AGENT_LENGTH),
    );
    for (const bot of BOT_REGISTRY) {
      const own = bot.pattern.source.replace(/\\.|[^\w ]/g, '').slice(0, 12) || 'x';
      for (const text of [
        ...hostile,
        own.repeat(Math.ceil(MAX_USER_AGENT_LENGTH / own.length)).slice(0, MAX_USER_AGENT_LENGTH),
      ]) {
        bot.pattern.test(text);
      }
    }
  });
});
