import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

type ProgressProps = ComponentProps<typeof ProgressPrimitive.Root> & { value: number | null };

/** A bar from 0 to max; a null value is indeterminate (the bar pulses). */
export function Progress({ className, value, max = 100, ...props }: ProgressProps) {
  const percent = value === null ? 100 : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <ProgressPrimitive.Root
      value={value}
      max={max}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-border', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          'h-full w-full bg-primary transition-transform duration-200',
          value === null && 'animate-pulse',
        )}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
