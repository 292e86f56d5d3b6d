import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { ErrorBox } from './error-box';

/** What a screen says when a read returns nothing: usually a 401, the session having ended. */
export const SESSION_ENDED = 'Your session may have ended. Sign in again and retry.';

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
    <ErrorBox
      title={title}
      className={className}
      action={
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={cn(retrying && 'animate-spin')} />
          {retrying ? 'Retrying...' : 'Try again'}
        </Button>
      }
    >
      {error !== null && error !== undefined && <p>{errorMessage(error)}</p>}
    </ErrorBox>
  );
}
