import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Button } from './button';

export type PaginationProps = {
  /** 1-based, as people count and as the address shows it. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** What is paged, for the navigation's name: 'Users' → 'Users pages'. */
  label: string;
  className?: string;
};

/** Previous and Next around 'Page 2 of 7', for lists the server hands out a page at a time. */
export function Pagination({ page, pageCount, onPageChange, label, className }: PaginationProps) {
  const pages = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), pages);
  return (
    <nav aria-label={`${label} pages`} className={cn('flex items-center justify-between gap-3', className)}>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(current - 1)}
        disabled={current <= 1}
        aria-label="Previous page"
      >
        <ChevronLeft aria-hidden="true" />
        <span className="hidden sm:inline">Previous</span>
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Page <span className="font-medium text-foreground tabular-nums">{current}</span> of{' '}
        <span className="tabular-nums">{pages}</span>
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(current + 1)}
        disabled={current >= pages}
        aria-label="Next page"
      >
        <span className="hidden sm:inline">Next</span>
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
