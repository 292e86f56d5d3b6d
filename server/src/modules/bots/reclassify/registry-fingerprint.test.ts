import { describe, expect, it } from 'vitest';
import { registryFingerprint, verificationMethodKey, verificationMethodsOf } from './registry-fingerprint';

const bot = (name: string, pattern: RegExp) =>
  ({ name, pattern, type: 'ai_crawler', operator: 'Example', purpose: 'training' }) as const;

describe('registryFingerprint', () => {
  const registry = [bot('A', /abot/i), bot('B', /bbot/i)];
  const base = { registry, classifierRevision: 1, isbotVersion: '5.0.0' };

  it('is stable for the same registry and classifier', () => {
    expect(registryFingerprint(base)).toBe(registryFingerprint({ ...base, registry: [...registry] }));
    expect(registryFingerprint(base)).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['a name', { registry: [bot('A2', /abot/i), registry[1]] }],
    ['a pattern', { registry: [bot('A', /abot\//i), registry[1]] }],
    ['the flags of a pattern', { registry: [bot('A', /abot/), registry[1]] }],
    ['a type', { registry: [{ ...bot('A', /abot/i), type: 'other' as const }, registry[1]] }],
    ['an operator', { registry: [{ ...bot('A', /abot/i), operator: 'Other' }, registry[1]] }],
    ['a purpose', { registry: [{ ...bot('A', /abot/i), purpose: 'search' as const }, registry[1]] }],
    ['the order (first match wins)', { registry: [registry[1], registry[0]] }],
    ['an added entry', { registry: [...registry, bot('C', /cbot/i)] }],
    ['the classifier revision', { classifierRevision: 2 }],
    ["isbot's version", { isbotVersion: '5.0.1' }],
  ])('changes with %s', (_what, change) => {
    expect(registryFingerprint({ ...base, ...change } as typeof base)).not.toBe(registryFingerprint(base));
  });

  it('covers the shipped registry by default', () => {
    expect(registryFingerprint()).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('verificationMethodKey', () => {
  it('is empty for no method and the same whatever the order of reverse-DNS suffixes', () => {
    expect(verificationMethodKey(undefined)).toBe('');
    expect(verificationMethodKey({})).toBe('');
    expect(verificationMethodKey({ reverseDns: ['.b.com', '.a.com'] })).toBe(
      verificationMethodKey({ reverseDns: ['.a.com', '.b.com'] }),
    );
    expect(verificationMethodKey({ ranges: 'bing' })).not.toBe(
      verificationMethodKey({ ranges: 'bing', reverseDns: ['.search.msn.com'] }),
    );
  });

  it('lists only the bots that have a method', () => {
    const methods = verificationMethodsOf([
      { name: 'A', verification: { ranges: 'anthropic' } },
      { name: 'B' },
    ]);
    expect(Object.keys(methods)).toEqual(['A']);
  });
});
