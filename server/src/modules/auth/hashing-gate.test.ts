import { describe, expect, it } from 'vitest';
import { RetryLaterError } from '../../lib/errors';
import { HASHING_BUSY, HashingGate } from './hashing-gate';

/** A hash that finishes when the test says so. */
function pendingHash() {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { hash: () => done, finish };
}

describe('HashingGate', () => {
  it('runs the allowed number at once, queues a few, and refuses the rest with 503', async () => {
    const gate = new HashingGate({ concurrent: 1, queued: 1 });
    const first = pendingHash();
    const second = pendingHash();
    let secondStarted = false;
    const running = gate.run(first.hash);
    const queued = gate.run(() => {
      secondStarted = true;
      return second.hash();
    });
    const refused = gate.run(async () => 'never');
    await expect(refused).rejects.toThrow(RetryLaterError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 503,
      retryAfterSeconds: 2,
      message: HASHING_BUSY,
    });
    expect(secondStarted).toBe(false);

    first.finish();
    await running;
    await new Promise((resolve) => setImmediate(resolve));
    expect(secondStarted).toBe(true);
    // The queue is free again while the second runs; the slot is not.
    const third = gate.run(async () => 'third');
    await expect(gate.run(async () => 'never')).rejects.toThrow(RetryLaterError);
    second.finish();
    await queued;
    await expect(third).resolves.toBe('third');
    await expect(gate.run(async () => 'after')).resolves.toBe('after');
  });

  it('gives the slot back when a hash fails', async () => {
    const gate = new HashingGate({ concurrent: 1, queued: 0 });
    await expect(gate.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});
