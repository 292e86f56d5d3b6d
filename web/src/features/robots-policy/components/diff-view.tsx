import type { DiffLine } from '@botlens/contracts';
import { Fragment } from 'react';
import { TableScroll } from '@/components/ui/table-scroll';
import { cn } from '@/lib/utils';
import { DIFF_LINE_NAMES, DIFF_MARKS, diffCounts, foldUnchanged } from '../line-diff';

const LINE_CLASSES: Record<DiffLine['kind'], string> = {
  same: 'text-foreground',
  added: 'bg-success-soft text-success-strong',
  removed: 'bg-danger-soft text-danger-strong',
};

type DiffViewProps = {
  lines: readonly DiffLine[];
  /** The box's name for screen readers: 'robots.txt: served file against the policy'. */
  label: string;
};

/**
 * A line diff, unified-diff style: '+' lines only in the policy's file, '-' lines only in the served one,
 * in colour and with a hidden word for screen readers; long unchanged runs folded.
 */
export function DiffView({ lines, label }: DiffViewProps) {
  const counts = diffCounts(lines);
  if (counts.added === 0 && counts.removed === 0) {
    return (
      <p className="text-sm text-success-strong">
        The served file is the same as the policy's, line for line.
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-success-strong">+{counts.added}</span> only in the policy's file,{' '}
        <span className="font-medium text-danger-strong">−{counts.removed}</span> only in the served file.
      </p>
      <TableScroll label={label} className="max-h-96 overflow-auto rounded-control border bg-surface">
        <pre className="w-max min-w-full py-2 font-mono text-xs leading-relaxed whitespace-pre sm:text-sm">
          {foldUnchanged(lines).map((segment) =>
            segment.kind === 'folded' ? (
              <span
                key={`fold-${segment.start}`}
                className="block bg-neutral-soft px-4 text-muted-foreground italic"
              >
                {`… ${segment.count} unchanged ${segment.count === 1 ? 'line' : 'lines'}`}
              </span>
            ) : (
              <Fragment key={`lines-${segment.lines[0]?.index}`}>
                {segment.lines.map(({ line, index }) => (
                  <span key={index} className={cn('block px-4', LINE_CLASSES[line.kind])}>
                    <span className="sr-only">{DIFF_LINE_NAMES[line.kind]}: </span>
                    <span aria-hidden="true" className="mr-3 select-none">
                      {DIFF_MARKS[line.kind]}
                    </span>
                    {line.text || ' '}
                  </span>
                ))}
              </Fragment>
            ),
          )}
        </pre>
      </TableScroll>
    </div>
  );
}
