import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The scroll box of a table wider than a phone. A focusable, named group, so a keyboard user can reach it and
 * scroll it with the arrow keys (WCAG 2.1.1); positioned, so the table's screen-reader-only text stays
 * inside it instead of widening the page.
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group, not a landmark (the card around it is one, often of the same name); a fieldset is for form controls
    <div
      role="group"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label={label}
      className={cn(
        'relative overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
        className,
      )}
    >
      {children}
    </div>
  );
}
