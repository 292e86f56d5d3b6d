import { describe, expect, it } from 'vitest';
import { StepSizer } from './step-size';

const limits = { initial: 1000, min: 100, max: 8000, targetMs: 200 };

describe('StepSizer', () => {
  it('grows while steps are quick, up to the maximum', () => {
    const sizer = new StepSizer(limits);
    for (let i = 0; i < 5; i++) sizer.record(10);
    expect(sizer.current).toBe(8000);
  });

  it('shrinks while steps are slow, down to the minimum, and holds inside the band', () => {
    const sizer = new StepSizer(limits);
    sizer.record(500);
    expect(sizer.current).toBe(500);
    sizer.record(250);
    expect(sizer.current).toBe(500);
    for (let i = 0; i < 5; i++) sizer.record(1000);
    expect(sizer.current).toBe(100);
  });

  it('drops to a quarter after a failure', () => {
    const sizer = new StepSizer(limits);
    sizer.failed();
    expect(sizer.current).toBe(250);
  });

  it('starts inside the limits', () => {
    expect(new StepSizer({ ...limits, initial: 1 }).current).toBe(100);
  });
});
