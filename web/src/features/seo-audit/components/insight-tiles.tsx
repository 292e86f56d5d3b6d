import { Lightbulb } from 'lucide-react';
import { INSIGHT_TILES } from '../analysis-page-content';
import { AuditCard } from './audit-card';

export function InsightTiles() {
  return (
    <AuditCard
      title="AI search insights"
      icon={Lightbulb}
      description="What makes a site readable by AI search."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        {INSIGHT_TILES.map((tile) => (
          <li key={tile.title} className="flex gap-3 rounded-lg border bg-slate-50 p-4">
            <tile.icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-600" />
            <div className="space-y-1">
              <h3 className="text-sm font-semibold text-slate-900">{tile.title}</h3>
              <p className="text-sm text-slate-600">{tile.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </AuditCard>
  );
}
