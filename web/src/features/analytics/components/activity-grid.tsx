import type { ActivityGrid as ActivityGridData } from '@botlens/contracts';
import { Table } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { formatNumber } from '../analytics-format';

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** Intensity 0-4 from the server, relative to the busiest cell. */
export const INTENSITY_CLASSES = ['bg-slate-100', 'bg-blue-200', 'bg-blue-400', 'bg-blue-600', 'bg-blue-800'];

export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/**
 * The weekday × hour grid of bot hits in the viewer's time zone (Monday first). A table, so a screen reader
 * can move by day and hour; each cell's count is in its text and its title.
 */
export function ActivityGrid({ grid, className }: { grid: ActivityGridData; className?: string }) {
  const cells = new Map(grid.cells.map((cell) => [`${cell.weekday}:${cell.hour}`, cell]));
  return (
    <div className={cn('space-y-3', className)}>
      <Table
        caption="Bot hits by weekday and hour of day"
        bordered={false}
        className="min-w-[640px] table-fixed border-separate border-spacing-0.5 text-xs"
      >
        <thead>
          <tr>
            <th scope="col" className="w-10">
              <span className="sr-only">Weekday</span>
            </th>
            {HOURS.map((hour) => (
              <th key={hour} scope="col" className="font-normal text-slate-500">
                <span aria-hidden="true">{hour % 3 === 0 ? String(hour).padStart(2, '0') : ''}</span>
                <span className="sr-only">{hourLabel(hour)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((day, weekday) => (
            <tr key={day}>
              <th scope="row" className="pr-1 text-left font-medium text-slate-600">
                <abbr title={WEEKDAY_NAMES[weekday]} className="no-underline">
                  {day}
                </abbr>
              </th>
              {HOURS.map((hour) => {
                const cell = cells.get(`${weekday}:${hour}`);
                const count = cell?.count ?? 0;
                const label = `${WEEKDAY_NAMES[weekday]} ${hourLabel(hour)}: ${formatNumber(count)} bot hits`;
                return (
                  <td
                    key={hour}
                    title={label}
                    className={cn('h-6 rounded-sm', INTENSITY_CLASSES[cell?.intensity ?? 0])}
                  >
                    <span className="sr-only">{formatNumber(count)}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
      <IntensityLegend max={grid.max} />
    </div>
  );
}

function IntensityLegend({ max }: { max: number }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-2 text-xs text-slate-600">
      <span>Less</span>
      <span aria-hidden="true" className="flex gap-0.5">
        {INTENSITY_CLASSES.map((className) => (
          <span key={className} className={cn('size-3 rounded-sm', className)} />
        ))}
      </span>
      <span>More</span>
      <span className="text-slate-500">(busiest hour: {formatNumber(max)} hits)</span>
    </div>
  );
}
