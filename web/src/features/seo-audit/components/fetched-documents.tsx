import type { FetchedDocument } from '@botlens/contracts';
import { FileSearch } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/utils';
import { DOCUMENT_LABELS, documentOutcome, formatBytes } from '../audit-format';
import { AuditCard, EmptyNote } from './audit-card';
import { AuditedUrl } from './audited-url';

const DOCUMENT_COLUMNS: DataTableColumn<FetchedDocument>[] = [
  {
    id: 'document',
    header: 'Document',
    isRowHeader: true,
    cellClassName: 'font-medium whitespace-nowrap text-foreground',
    cell: (document) => DOCUMENT_LABELS[document.kind],
  },
  { id: 'address', header: 'Address', cell: (document) => <AuditedUrl url={document.url} /> },
  {
    id: 'result',
    header: 'Result',
    cellClassName: 'max-w-xs',
    cell: (document) => {
      const outcome = documentOutcome(document);
      return (
        <span className={cn('break-words', outcome.ok ? 'text-success-strong' : 'text-danger-strong')}>
          {outcome.text}
        </span>
      );
    },
  },
  {
    id: 'size',
    header: 'Size',
    align: 'right',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (document) => (
      <>
        {document.status === null ? '–' : formatBytes(document.bytes)}
        {document.truncated && (
          <Badge variant="outline" className="ml-2">
            Truncated
          </Badge>
        )}
      </>
    ),
  },
];

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
                  <p className={cn('break-words', outcome.ok ? 'text-success-strong' : 'text-danger-strong')}>
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
          <DataTable
            caption="Documents fetched by the audit"
            columns={DOCUMENT_COLUMNS}
            rows={documents}
            // The same document may be tried twice (https, then http): the position tells them apart.
            rowKey={(_, index) => index}
            rowClassName={() => 'align-top'}
            className="min-w-[640px]"
            outerClassName="hidden sm:block"
          />
        </>
      )}
    </AuditCard>
  );
}
