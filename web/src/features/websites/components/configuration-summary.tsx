import type { EmbedCodeResponse } from '@botlens/contracts';
import { Settings2 } from 'lucide-react';
import { SectionCard } from './section-card';

/** The endpoint the snippet posts to, as written in its data-endpoint attribute. */
function trackingEndpoint(embedCode: string): string {
  const match = /data-endpoint="([^"]+)"/.exec(embedCode);
  return match?.[1] ?? new URL('/api/track', window.location.origin).href;
}

export function ConfigurationSummary({ embed }: { embed: EmbedCodeResponse }) {
  const rows = [
    { term: 'Website', value: embed.websiteName, mono: false },
    { term: 'Domain', value: embed.domain, mono: false },
    { term: 'Tracking ID', value: embed.trackingId, mono: true },
    { term: 'Endpoint', value: trackingEndpoint(embed.embedCode), mono: true },
  ];
  return (
    <SectionCard title="Configuration" icon={Settings2}>
      <dl className="grid gap-4 sm:grid-cols-2">
        {rows.map(({ term, value, mono }) => (
          <div key={term} className="min-w-0">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{term}</dt>
            <dd className={mono ? 'mt-1 break-all font-mono text-sm' : 'mt-1 break-words font-medium'}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
