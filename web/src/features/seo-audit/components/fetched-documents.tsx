import type { FetchedDocument } from '@botlens/contracts';
import { FileSearch } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { TableScroll } from '@/components/ui/table-scroll';
import { cn } from '@/lib/utils';
import { DOCUMENT_LABELS, documentOutcome, formatBytes } from '../audit-format';
import { AuditCard, EmptyNote } from './audit-card';
import { AuditedUrl } from './audited-url';

/** The trail: every request the audit made, which every finding traces back to. */
export function FetchedDocuments({
  documents,
  level = 3,
}: {
  documents: readonly FetchedDocument[];
  level?: 2 | 3;
}) {
  return (
    <AuditCard
      title="What was fetched"
      icon={FileSearch}
      level={level}
      description="Every request the audit made. Each finding is computed from these documents."
    >
      {documents.length === 0 ? (
        <EmptyNote>This audit kept no record of its requests.</EmptyNote>
      ) : (
        <>
          {/* Phones: one block per request, since four columns of long addresses do not fit. */}
          <ol className="divide-y text-sm sm:hidden" aria-label="Documents fetched by the audit">
            {documents.map((document, index) => {
              const outcome = documentOutcome(document);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the trail is fixed once fetched
                <li key={index} className="space-y-1 py-3">
                  <p className="flex items-baseline justify-between gap-3">
                    <span className="font-medium text-slate-900">{DOCUMENT_LABELS[document.kind]}</span>
                    <span className="shrink-0 tabular-nums text-slate-600">
                      {document.status === null ? '–' : formatBytes(document.bytes)}
                    </span>
                  </p>
                  <AuditedUrl url={document.url} />
                  <p className={cn('break-words', outcome.ok ? 'text-green-700' : 'text-red-700')}>
                    {outcome.text}
                    {document.truncated && (
                      <Badge variant="outline" className="ml-2">
                        Truncated
                      </Badge>
                    )}
                  </p>
                </li>
              );
            })}
          </ol>
          <TableScroll label="Documents fetched by the audit" className="hidden sm:block">
            <table className="w-full min-w-[640px] text-left text-sm">
              <caption className="sr-only">Documents fetched by the audit</caption>
              <thead className="bg-slate-100/60 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Document
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Address
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Result
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Size
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {documents.map((document, index) => {
                  const outcome = documentOutcome(document);
                  return (
                    // The same document may be tried twice (https, then http): the position tells them apart.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the trail is fixed once fetched
                    <tr key={index} className="align-top">
                      <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap text-slate-900">
                        {DOCUMENT_LABELS[document.kind]}
                      </th>
                      <td className="px-3 py-2">
                        <AuditedUrl url={document.url} />
                      </td>
                      <td className="max-w-xs px-3 py-2">
                        <span className={cn('break-words', outcome.ok ? 'text-green-700' : 'text-red-700')}>
                          {outcome.text}
                        </span>
                      </td>
                      <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                        {document.status === null ? '–' : formatBytes(document.bytes)}
                        {document.truncated && (
                          <Badge variant="outline" className="ml-2">
                            Truncated
                          </Badge>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
    </AuditCard>
  );
}
