import { Clock } from 'lucide-react';
import { Callout } from '@/components/callout';

/** Part 1 §9: how long after installation the first data appears, by the site's traffic. */
const EXPECTED_DATA_TIMING = [
  { traffic: 'High traffic (1000+ visitors/day)', time: '1-15 minutes' },
  { traffic: 'Medium traffic (100-1000 visitors/day)', time: '5-60 minutes' },
  { traffic: 'Low traffic (under 100 visitors/day)', time: '1-24 hours' },
] as const;

export function ExpectedDataTiming({ className }: { className?: string }) {
  return (
    <Callout tone="info" icon={Clock} title="When will data appear?" className={className}>
      <ul className="space-y-1">
        {EXPECTED_DATA_TIMING.map(({ traffic, time }) => (
          <li key={traffic}>
            {traffic}: <span className="font-semibold">{time}</span>
          </li>
        ))}
      </ul>
    </Callout>
  );
}
