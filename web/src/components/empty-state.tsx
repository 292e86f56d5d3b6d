import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

type EmptyStateProps = {
  /** A decorative emoji or icon. */
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  className?: string;
  children?: ReactNode;
};

/** Part 1 §8's empty states: a quiet panel saying there is nothing to show, and why when known. */
export function EmptyState({ icon, title, description, className, children }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed bg-surface-muted p-8 text-center',
        className,
      )}
    >
      {icon && (
        <span aria-hidden="true" className="text-3xl text-subtle-foreground">
          {icon}
        </span>
      )}
      <p className="font-medium text-neutral-strong">{title}</p>
      {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      {children}
    </div>
  );
}
