import { Clock } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Part 1 §9: how long after installation the first data appears, by the site's traffic. */
const EXPECTED_DATA_TIMING = [
  { traffic: 'High traffic (1000+ visitors/day)', time: '1-15 minutes' },
  { traffic: 'Medium traffic (100-1000 visitors/day)', time: '5-60 minutes' },
  { traffic: 'Low traffic (under 100 visitors/day)', time: '1-24 hours' },
] as const;

export function ExpectedDataTiming({ className }: { className?: string }) {
  return (
    <div className={cn('rounded-lg border border-blue-100 bg-blue-50 p-4 text-sm', className)}>
      <p className="flex items-center gap-2 font-medium text-blue-900">
        <Clock aria-hidden="true" className="size-4" />
        When will data appear?
      </p>
      <ul className="mt-2 space-y-1 text-blue-900">
        {EXPECTED_DATA_TIMING.map(({ traffic, time }) => (
          <li key={traffic}>
            {traffic}: <span className="font-semibold">{time}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
