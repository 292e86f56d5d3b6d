import type { SeoAudit } from '@botlens/contracts';
import { FileCode } from 'lucide-react';
import { AuditCard } from './audit-card';
import { CheckItem } from './check-item';

type Issue = SeoAudit['llmsTxt']['errors'][number];

function IssueList({ title, issues, tone }: { title: string; issues: readonly Issue[]; tone: string }) {
  if (issues.length === 0) return null;
  return (
    <div className="space-y-1">
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      <ul className="space-y-1 text-sm">
        {issues.map((issue) => (
          <li key={`${issue.line}-${issue.message}`} className="break-words">
            <span className={`mr-2 font-mono text-xs ${tone}`}>line {issue.line}</span>
            {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** llms.txt: whether it exists, whether it follows the format, and each problem with its line. */
export function LlmsTxtCard({
  llmsTxt,
  level = 3,
}: {
  llmsTxt: SeoAudit['llmsTxt'] | undefined;
  level?: 2 | 3;
}) {
  const present = llmsTxt?.present ?? false;
  return (
    <AuditCard
      title="llms.txt"
      icon={FileCode}
      level={level}
      description="A Markdown map of the site for language models, at /llms.txt (llmstxt.org)."
    >
      <div className="space-y-4">
        <ul className="divide-y">
          <CheckItem passed={present} label="Present" />
          <CheckItem
            passed={present && (llmsTxt?.valid ?? false)}
            label="Follows the llms.txt format"
            detail={present ? undefined : 'Nothing to check: there is no llms.txt.'}
          />
        </ul>
        <IssueList title="Errors" issues={llmsTxt?.errors ?? []} tone="text-red-700" />
        <IssueList title="Warnings" issues={llmsTxt?.warnings ?? []} tone="text-amber-700" />
      </div>
    </AuditCard>
  );
}
