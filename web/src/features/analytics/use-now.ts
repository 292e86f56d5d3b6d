import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`: relative labels ('5s ago', 'Active') keep up by themselves. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
