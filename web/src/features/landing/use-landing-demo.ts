import { useEffect, useState } from 'react';
import {
  createInitialDemoState,
  DEMO_CLOCK_MS,
  DEMO_TICK_MS,
  type DemoState,
  demoRandom,
  type RandomSource,
  tickDemo,
} from './landing-demo';

/**
 * Runs the simulated landing demo: a step every 15 s and a clock every second (for the time shown and the
 * relative labels). Nothing here is real data.
 */
export function useLandingDemo(random: RandomSource = demoRandom): { state: DemoState; now: number } {
  const [now, setNow] = useState(() => Date.now());
  const [state, setState] = useState(() => createInitialDemoState(Date.now()));

  useEffect(() => {
    const clock = window.setInterval(() => setNow(Date.now()), DEMO_CLOCK_MS);
    const ticker = window.setInterval(
      () => setState((current) => tickDemo(current, Date.now(), random)),
      DEMO_TICK_MS,
    );
    return () => {
      window.clearInterval(clock);
      window.clearInterval(ticker);
    };
  }, [random]);

  return { state, now };
}
