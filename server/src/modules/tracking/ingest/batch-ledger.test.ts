import { describe, expect, it } from 'vitest';
import { decodeOutcomes, encodeOutcomes, LedgerMismatchError } from './batch-ledger';

const stored = { stored: true, isBot: true };
const duplicate = { stored: false, isBot: false };
const expired = { stored: false, isBot: true, expired: true };

describe('batch ledger outcomes', () => {
  it('encodes runs, and decodes them back hit by hit', () => {
    const outcomes = [stored, stored, stored, duplicate, expired, expired, stored];
    expect(encodeOutcomes(outcomes)).toBe('S3D1E2S1');
    expect(decodeOutcomes('S3D1E2S1', 7)).toEqual(['S', 'S', 'S', 'D', 'E', 'E', 'S']);
  });

  it('keeps a full batch short', () => {
    expect(encodeOutcomes(Array.from({ length: 1000 }, () => stored))).toBe('S1000');
    expect(encodeOutcomes([])).toBe('');
    expect(decodeOutcomes('', 0)).toEqual([]);
  });

  it('refuses outcomes that do not describe the batch', () => {
    expect(() => decodeOutcomes('S3', 4)).toThrow(LedgerMismatchError);
    expect(() => decodeOutcomes('S5', 4)).toThrow(LedgerMismatchError);
    expect(() => decodeOutcomes('S2X1D1', 4)).toThrow(LedgerMismatchError);
    expect(() => decodeOutcomes('S1000000000', 3)).toThrow(LedgerMismatchError);
  });
});
