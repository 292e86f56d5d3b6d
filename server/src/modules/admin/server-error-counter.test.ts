import { describe, expect, it } from 'vitest';
import { ServerErrorCounter } from './server-error-counter';

const MINUTE = 60_000;
const start = Date.UTC(2026, 10, 27, 12, 0, 0);

describe('ServerErrorCounter', () => {
  it('counts answers of the last sixty minutes and forgets older ones', () => {
    const counter = new ServerErrorCounter();
    counter.record(start);
    counter.record(start + 10 * MINUTE);
    counter.record(start + 10 * MINUTE + 5_000);
    expect(counter.lastHour(start + 10 * MINUTE)).toBe(3);
    // 59 minutes after the first: still within the hour.
    expect(counter.lastHour(start + 59 * MINUTE)).toBe(3);
    // An hour after the first, it has left the window; the two of minute 10 remain.
    expect(counter.lastHour(start + 60 * MINUTE)).toBe(2);
    expect(counter.lastHour(start + 70 * MINUTE)).toBe(0);
  });

  it('starts a reused minute slot from zero', () => {
    const counter = new ServerErrorCounter();
    counter.record(start);
    counter.record(start);
    // The same slot of the ring, an hour later.
    counter.record(start + 60 * MINUTE);
    expect(counter.lastHour(start + 60 * MINUTE)).toBe(1);
  });

  it('counts nothing before any answer', () => {
    expect(new ServerErrorCounter().lastHour(start)).toBe(0);
  });
});
