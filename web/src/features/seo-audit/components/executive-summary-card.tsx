import { executiveSummary, type SeoAudit } from '@botlens/contracts';
import { ScrollText } from 'lucide-react';
import { AuditCard } from './audit-card';
import { CriticalRecommendation } from './critical-recommendation';

/** The same three sentences as the PDF, from the audit's own figures. */
export function ExecutiveSummaryCard({ audit }: { audit: SeoAudit }) {
  return (
    <AuditCard title="Executive Summary" icon={ScrollText}>
      <div className="space-y-4">
        <p className="leading-relaxed break-words text-slate-800">{executiveSummary(audit)}</p>
        <CriticalRecommendation
          score={audit.aiReadinessScore}
          recommendations={audit.auditData.recommendations}
        />
      </div>
    </AuditCard>
  );
}
