import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  inverted?: boolean;
};

/** The h2 of a landing section, centred, with an optional kicker above and a summary below. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  className,
  inverted,
}: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto max-w-3xl text-center', className)}>
      {eyebrow && (
        <p
          className={cn(
            'text-sm font-semibold uppercase tracking-wider',
            inverted ? 'text-blue-100' : 'text-blue-600',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          'mt-2 text-3xl font-bold tracking-tight sm:text-4xl',
          inverted ? 'text-white' : 'text-slate-900',
        )}
      >
        {title}
      </h2>
      {description && (
        <p className={cn('mt-4 text-lg', inverted ? 'text-blue-50' : 'text-slate-600')}>{description}</p>
      )}
    </div>
  );
}

/** The standard width and padding of a landing section's content. */
export function SectionContainer({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24', className)}>{children}</div>
  );
}
