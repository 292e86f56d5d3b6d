import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

type ErrorBoxProps = {
  /** What went wrong, in a few words: 'Could not load users', 'Analysis Failed'. */
  title: ReactNode;
  /** The details: the server's words, what to do next. */
  children?: ReactNode;
  /** A way out, such as a Try again button. */
  action?: ReactNode;
  className?: string;
};

/**
 * The one way a screen shows that something failed: announced at once (role alert), red on a soft ground,
 * the title first and the details under it. Reads go through LoadError, which adds Try again.
 */
export function ErrorBox({ title, children, action, className }: ErrorBoxProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex gap-3 rounded-card border border-danger-border bg-danger-soft p-4 text-sm text-danger-strong',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold break-words">{title}</p>
        {children && <div className="break-words">{children}</div>}
        {action && <div className="pt-2">{action}</div>}
      </div>
    </div>
  );
}
