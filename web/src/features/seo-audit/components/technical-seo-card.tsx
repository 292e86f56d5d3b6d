import type { SeoAudit, TechnicalSeo } from '@botlens/contracts';
import { Gauge } from 'lucide-react';
import { Callout } from '@/components/callout';
import { displayNumber, formatBytes, NO_VALUE } from '../audit-format';
import { AuditCard } from './audit-card';
import { AuditedUrl } from './audited-url';
import { CheckItem } from './check-item';

type TechnicalSeoCardProps = {
  technical: TechnicalSeo | undefined;
  sitemap: SeoAudit['sitemap'] | undefined;
  url: string;
  level?: 2 | 3;
};

function sslDetail(validSsl: boolean | null | undefined): string {
  if (validSsl === null || validSsl === undefined) return 'Not checked: the site answered on http only.';
  return validSsl ? 'The certificate was accepted.' : 'The certificate was refused.';
}

/** What the audit measured about how the site is served; Core Web Vitals are said to be unmeasured. */
export function TechnicalSeoCard({ technical, sitemap, url, level = 3 }: TechnicalSeoCardProps) {
  return (
    <AuditCard title="Technical SEO" icon={Gauge} level={level}>
      <div className="space-y-5">
        <dl className="grid gap-4 sm:grid-cols-3">
          {[
            { term: 'Page speed score', value: displayNumber(technical?.pageSpeedScore, ' / 100') },
            { term: 'Server response time', value: displayNumber(technical?.responseTimeMs, ' ms') },
            {
              term: 'HTML weight',
              value: technical?.htmlBytes === undefined ? NO_VALUE : formatBytes(technical.htmlBytes),
            },
          ].map((item) => (
            <div key={item.term} className="rounded-lg border bg-slate-50 p-3">
              <dt className="text-xs font-medium text-slate-600">{item.term}</dt>
              <dd className="text-xl font-bold tabular-nums text-slate-900">{item.value}</dd>
            </div>
          ))}
        </dl>
        <ul className="divide-y">
          <CheckItem
            passed={technical?.httpsEnabled ?? false}
            label="Served over https"
            detail={<AuditedUrl url={url} />}
          />
          <CheckItem
            passed={technical?.validSsl ?? null}
            label="Valid SSL certificate"
            detail={sslDetail(technical?.validSsl)}
          />
          <CheckItem
            passed={technical?.xmlSitemap ?? false}
            label="XML sitemap"
            detail={
              sitemap?.present && sitemap.url ? (
                <>
                  <AuditedUrl url={sitemap.url} /> lists {displayNumber(sitemap.urlCount)} URLs.
                </>
              ) : (
                'No sitemap with entries was found.'
              )
            }
          />
          <CheckItem
            passed={technical?.robotsTxt ?? false}
            label="robots.txt"
            detail={technical?.robotsTxt ? 'Found at the site’s root.' : 'No robots.txt was found.'}
          />
        </ul>
        <Callout tone="info" title="Core Web Vitals">
          <p>{technical?.corewWebVitals ?? 'Not available'}</p>
        </Callout>
      </div>
    </AuditCard>
  );
}
