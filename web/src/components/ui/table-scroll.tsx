import { MoveHorizontal } from 'lucide-react';
import { type ReactNode, type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

/** Which of the box's edges hide content: what is left to scroll to on each side. */
type Overflow = { left: boolean; right: boolean; bottom: boolean };

const NONE: Overflow = { left: false, right: false, bottom: false };

function measureOverflow(element: HTMLElement): Overflow {
  // A pixel of slack: zoomed pages report fractional scroll positions.
  const maxLeft = element.scrollWidth - element.clientWidth;
  const maxTop = element.scrollHeight - element.clientHeight;
  return {
    left: maxLeft > 1 && element.scrollLeft > 1,
    right: maxLeft > 1 && element.scrollLeft < maxLeft - 1,
    bottom: maxTop > 1 && element.scrollTop < maxTop - 1,
  };
}

/**
 * Whether the box is smaller than what it holds, and on which sides. Watched with a ResizeObserver on the
 * box and on what it holds, because a table widens when its rows arrive without the box changing size.
 */
function useOverflow(box: RefObject<HTMLDivElement | null>): {
  scrolls: boolean;
  sideways: boolean;
  overflow: Overflow;
  onScroll: () => void;
} {
  const [state, setState] = useState({ scrolls: false, sideways: false, overflow: NONE });
  const measure = useCallback(() => {
    const element = box.current;
    if (!element) return;
    const sideways = element.scrollWidth > element.clientWidth;
    // Sideways on a phone, or downwards where a caller caps the height (a long crawler list).
    const scrolls = sideways || element.scrollHeight > element.clientHeight;
    const overflow = measureOverflow(element);
    setState((previous) =>
      previous.scrolls === scrolls &&
      previous.sideways === sideways &&
      previous.overflow.left === overflow.left &&
      previous.overflow.right === overflow.right &&
      previous.overflow.bottom === overflow.bottom
        ? previous
        : { scrolls, sideways, overflow },
    );
  }, [box]);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  });
  return { ...state, onScroll: measure };
}

const FADE = 'pointer-events-none absolute transition-opacity duration-150';

/**
 * The scroll box of a table wider than a phone. A named group that is focusable while it scrolls, so a
 * keyboard user can reach it and scroll it with the arrow keys (WCAG 2.1.1), and is no extra tab stop while
 * everything fits. While it scrolls, a shadow darkens each edge that hides columns or rows, and a line under
 * it says that it scrolls sideways: on a phone a cut-off table otherwise looks complete.
 * `className` styles the box (border, height cap); `outerClassName` the block around box and hint.
 */
export function TableScroll({
  label,
  className,
  outerClassName,
  children,
}: {
  label: string;
  className?: string;
  outerClassName?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { scrolls, sideways, overflow, onScroll } = useOverflow(box);
  return (
    <div className={cn('min-w-0', outerClassName)}>
      <div className="relative">
        {/* Positioned, so the table's screen-reader-only text stays inside it instead of widening the page. */}
        {/* biome-ignore lint/a11y/useSemanticElements: a group, not a landmark (the card around it is one, often of the same name); a fieldset is for form controls */}
        <div
          ref={box}
          role="group"
          tabIndex={scrolls ? 0 : undefined}
          aria-label={label}
          data-scroll-box=""
          onScroll={onScroll}
          className={cn(
            'relative overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            className,
          )}
        >
          {children}
        </div>
        <span
          aria-hidden="true"
          data-scroll-fade="left"
          className={cn(
            FADE,
            'inset-y-0 left-0 w-5 rounded-l-[inherit] bg-linear-to-r from-foreground/15 to-transparent',
            overflow.left ? 'opacity-100' : 'opacity-0',
          )}
        />
        <span
          aria-hidden="true"
          data-scroll-fade="right"
          className={cn(
            FADE,
            'inset-y-0 right-0 w-5 bg-linear-to-l from-foreground/15 to-transparent',
            overflow.right ? 'opacity-100' : 'opacity-0',
          )}
        />
        <span
          aria-hidden="true"
          data-scroll-fade="bottom"
          className={cn(
            FADE,
            'inset-x-0 bottom-0 h-5 bg-linear-to-t from-foreground/10 to-transparent',
            overflow.bottom ? 'opacity-100' : 'opacity-0',
          )}
        />
      </div>
      {sideways && (
        <p
          aria-hidden="true"
          data-scroll-hint=""
          className="mt-1.5 flex items-center justify-end gap-1.5 text-xs text-muted-foreground"
        >
          <MoveHorizontal className="size-3.5" />
          Scroll sideways for more
        </p>
      )}
    </div>
  );
}
