import { Bot } from 'lucide-react';
import { TableScroll } from '@/components/ui/table-scroll';
import { cn } from '@/lib/utils';
import { AuditCard, EmptyNote } from './audit-card';

type CrawlerPermissionsProps = { permissions: Record<string, boolean>; level?: 2 | 3 };

/** Which AI crawlers robots.txt lets read the home page; the blocked ones first. */
export function CrawlerPermissionsTable({ permissions, level = 3 }: CrawlerPermissionsProps) {
  const rows = Object.entries(permissions).sort(
    ([a, allowedA], [b, allowedB]) => Number(allowedA) - Number(allowedB) || a.localeCompare(b),
  );
  const allowed = rows.filter(([, isAllowed]) => isAllowed).length;
  return (
    <AuditCard
      title="AI crawler permissions"
      icon={Bot}
      level={level}
      description={
        rows.length > 0 ? `${allowed} of ${rows.length} AI crawlers may read the home page.` : undefined
      }
    >
      {rows.length === 0 ? (
        <EmptyNote>This audit did not check AI crawler access.</EmptyNote>
      ) : (
        <TableScroll
          label="AI crawler access under robots.txt"
          className="max-h-96 overflow-y-auto rounded-md border"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">AI crawler access under robots.txt</caption>
            <thead className="sticky top-0 bg-slate-100 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Crawler
                </th>
                <th scope="col" className="px-3 py-2">
                  Home page access
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {rows.map(([crawler, isAllowed]) => (
                <tr key={crawler}>
                  <th scope="row" className="px-3 py-2 font-medium break-all text-slate-900">
                    {crawler}
                  </th>
                  <td className="px-3 py-2">
                    <span
                      className={cn(
                        'inline-flex items-center gap-1.5 font-medium',
                        isAllowed ? 'text-green-700' : 'text-red-700',
                      )}
                    >
                      <span
                        aria-hidden="true"
                        className={cn('size-2 rounded-full', isAllowed ? 'bg-green-600' : 'bg-red-600')}
                      />
                      {isAllowed ? 'Allowed' : 'Blocked'}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </AuditCard>
  );
}
