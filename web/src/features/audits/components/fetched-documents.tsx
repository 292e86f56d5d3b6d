import type { FetchedDocument } from '@botlens/contracts';
import { FileSearch } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
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
        <div className="overflow-x-auto">
          <table className="w-full min-w-[720px] text-left text-sm">
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
                      {formatBytes(document.bytes)}
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
        </div>
      )}
    </AuditCard>
  );
}
