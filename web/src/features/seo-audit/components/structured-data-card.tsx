import type { AuditFindings } from '@botlens/contracts';
import { Braces } from 'lucide-react';
import { AuditCard } from './audit-card';
import { CheckItem } from './check-item';

const SCHEMA_TYPES = [
  { key: 'organization', label: 'Organization' },
  { key: 'faq', label: 'FAQPage' },
  { key: 'howTo', label: 'HowTo' },
  { key: 'article', label: 'Article' },
] as const;

/** The schema.org markup answer engines read to know who runs a site and which questions a page answers. */
export function StructuredDataCard({ findings }: { findings: AuditFindings }) {
  return (
    <AuditCard
      title="Structured data"
      icon={Braces}
      level={3}
      description="schema.org types found in the home page's JSON-LD or microdata."
    >
      <ul className="divide-y">
        <CheckItem passed={findings.structuredDataPresent} label="Valid JSON-LD or microdata" />
        {SCHEMA_TYPES.map((type) => (
          <CheckItem
            key={type.key}
            passed={findings.schemaPresent[type.key] ? true : null}
            neutralText="Not found"
            label={`${type.label} schema`}
          />
        ))}
      </ul>
    </AuditCard>
  );
}
