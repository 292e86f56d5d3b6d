import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

export type LiveState = 'connecting' | 'live' | 'polling';

const LIVE_TEXT: Record<LiveState, { label: string; title: string }> = {
  live: { label: 'Live', title: 'New bot hits appear as they arrive' },
  connecting: { label: 'Connecting', title: 'Opening the live feed' },
  polling: {
    label: 'Every 30 s',
    title: 'The live feed is unavailable: refreshing every 30 seconds instead',
  },
};

/** Part 1 §2.9's Live badge, honest about the connection: live, connecting, or polling every 30 s. */
export function LiveBadge({ state, className }: { state: LiveState; className?: string }) {
  const text = LIVE_TEXT[state];
  return (
    <Badge
      title={text.title}
      variant={state === 'live' ? 'success' : 'warning'}
      className={cn('gap-1.5', className)}
    >
      <span aria-hidden="true" className="relative flex size-2">
        {state === 'live' && (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-success/60" />
        )}
        <span
          className={cn(
            'relative inline-flex size-2 rounded-full',
            state === 'live' ? 'bg-success' : 'bg-warning',
          )}
        />
      </span>
      {text.label}
      <span className="sr-only">: {text.title}</span>
    </Badge>
  );
}
