import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { TableScroll } from './table-scroll';

type Align = 'left' | 'right' | 'center';

const ALIGN: Record<Align, string> = { left: 'text-left', right: 'text-right', center: 'text-center' };

type TableProps = Omit<ComponentProps<'table'>, 'children'> & {
  /** Names the table for screen readers (its caption) and its scroll box. */
  caption: string;
  /** The scroll box around the table: bordered by default; a height cap makes it scroll downwards too. */
  scrollClassName?: string;
  /** The block around the scroll box and its hint: `hidden sm:block` and the like. */
  outerClassName?: string;
  bordered?: boolean;
  children: ReactNode;
};

/**
 * A table in its keyboard-scrollable box, with a caption for screen readers. Give it a minimum width
 * (`className="min-w-[640px]"`) when its columns cannot shrink: on a phone it then scrolls sideways.
 */
export function Table({
  caption,
  scrollClassName,
  outerClassName,
  bordered = true,
  className,
  children,
  ...props
}: TableProps) {
  return (
    <TableScroll
      label={caption}
      className={cn(bordered && 'rounded-lg border', scrollClassName)}
      outerClassName={outerClassName}
    >
      <table className={cn('w-full text-left text-sm', className)} {...props}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </TableScroll>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return (
    <thead
      className={cn('bg-neutral-soft/60 text-xs uppercase tracking-wide text-muted-foreground', className)}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('bg-surface hover:bg-neutral-soft/40', className)} {...props} />;
}

/** A column's heading. */
export function TableHead({ align = 'left', className, ...props }: ComponentProps<'th'> & { align?: Align }) {
  return (
    <th scope="col" className={cn('px-cell-x py-3 font-semibold', ALIGN[align], className)} {...props} />
  );
}

/** The cell that names its row (a bot, a page, a user), so a screen reader reads it with every cell. */
export function TableRowHeader({
  align = 'left',
  className,
  ...props
}: ComponentProps<'th'> & { align?: Align }) {
  return (
    <th scope="row" className={cn('px-cell-x py-cell-y font-normal', ALIGN[align], className)} {...props} />
  );
}

export function TableCell({ align = 'left', className, ...props }: ComponentProps<'td'> & { align?: Align }) {
  return <td className={cn('px-cell-x py-cell-y', ALIGN[align], className)} {...props} />;
}

export type { Align as TableAlign };
