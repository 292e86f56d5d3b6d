import type { AuditMetaData } from '@botlens/contracts';
import { Tags } from 'lucide-react';
import type { ReactNode } from 'react';
import { displayNumber, displayText, NOT_AVAILABLE } from '../audit-format';
import { AuditCard } from './audit-card';
import { AuditedUrl } from './audited-url';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Length({ value }: { value: number | undefined }) {
  return <span className="ml-2 text-xs text-slate-500">({displayNumber(value)} characters)</span>;
}

/** The home page's meta data as found; absent tags say so rather than showing a guess. */
export function MetaDataSummary({ meta, level = 2 }: { meta: AuditMetaData | undefined; level?: 2 | 3 }) {
  const h1 = meta?.h1 ?? [];
  return (
    <AuditCard title="Meta data summary" icon={Tags} level={level}>
      <dl className="divide-y">
        <Row term="Title">
          {displayText(meta?.title)}
          {meta?.title && <Length value={meta.titleLength} />}
        </Row>
        <Row term="Description">
          {displayText(meta?.description)}
          {meta?.description && <Length value={meta.descriptionLength} />}
        </Row>
        <Row term="Canonical URL">
          {meta?.canonicalUrl ? <AuditedUrl url={meta.canonicalUrl} /> : NOT_AVAILABLE}
        </Row>
        <Row term="Language">{displayText(meta?.language)}</Row>
        <Row term="Robots meta tag">{meta?.robotsMeta ?? 'None (indexing allowed)'}</Row>
        <Row term={h1.length === 1 ? 'H1 heading' : `H1 headings (${h1.length})`}>
          {h1.length === 0 ? (
            NOT_AVAILABLE
          ) : (
            <ul className="space-y-1">
              {h1.map((heading, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a page may repeat the same heading
                <li key={index}>{heading}</li>
              ))}
            </ul>
          )}
        </Row>
      </dl>
    </AuditCard>
  );
}
