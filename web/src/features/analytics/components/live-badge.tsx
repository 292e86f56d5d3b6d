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
      className={cn(
        'gap-1.5 border-transparent',
        state === 'live' ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900',
        className,
      )}
    >
      <span aria-hidden="true" className="relative flex size-2">
        {state === 'live' && (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-green-400 opacity-75" />
        )}
        <span
          className={cn(
            'relative inline-flex size-2 rounded-full',
            state === 'live' ? 'bg-green-500' : 'bg-amber-500',
          )}
        />
      </span>
      {text.label}
      <span className="sr-only">: {text.title}</span>
    </Badge>
  );
}
