import { Wrench } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { TOOL_CARDS } from '../analysis-page-content';
import { AuditCard } from './audit-card';

export function ToolCards() {
  return (
    <AuditCard title="AI SEO tools" icon={Wrench}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {TOOL_CARDS.map((tool) => (
          <li key={tool.title} className="flex gap-3 rounded-lg border p-3">
            <tool.icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
            <div className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="text-sm font-semibold text-slate-900">{tool.title}</h3>
                {tool.status === 'available' ? (
                  <Badge variant="success">Available</Badge>
                ) : (
                  <Badge variant="secondary">Coming Soon</Badge>
                )}
              </div>
              <p className="text-sm break-words text-slate-600">{tool.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </AuditCard>
  );
}
