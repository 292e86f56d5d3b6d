import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';

type LoadErrorProps = {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
};

/** A failed read: what failed, the server's words, and a way to try again. */
export function LoadError({ title, error, onRetry, retrying = false, className }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-center',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-8 text-red-600" />
      <div className="space-y-1">
        <p className="font-semibold text-red-800">{title}</p>
        {error !== null && error !== undefined && (
          <p className="text-sm text-red-700">{errorMessage(error)}</p>
        )}
      </div>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={cn(retrying && 'animate-spin')} />
        {retrying ? 'Retrying...' : 'Try again'}
      </Button>
    </div>
  );
}
