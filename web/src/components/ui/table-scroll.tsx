import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

/**
 * Whether the box is smaller than what it holds. Watched with a ResizeObserver on the box and on what it
 * holds, because a table widens when its rows arrive without the box itself changing size.
 */
function useScrolls(box: RefObject<HTMLDivElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    // Sideways on a phone, or downwards where a caller caps the height (a long crawler list).
    const measure = () =>
      setScrolls(element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  });
  return scrolls;
}

/**
 * The scroll box of a table wider than a phone. A named group that is focusable while it scrolls, so a
 * keyboard user can reach it and scroll it with the arrow keys (WCAG 2.1.1), and is no extra tab stop while
 * everything fits. Positioned, so the table's screen-reader-only text stays inside it instead of widening
 * the page.
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
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(box);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group, not a landmark (the card around it is one, often of the same name); a fieldset is for form controls
    <div
      ref={box}
      role="group"
      tabIndex={scrolls ? 0 : undefined}
      aria-label={label}
      data-scroll-box=""
      className={cn(
        'relative overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
        className,
      )}
    >
      {children}
    </div>
  );
}
