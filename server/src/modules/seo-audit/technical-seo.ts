import type { TechnicalSeo } from '@botlens/contracts';
import type { SiteDocuments } from './fetch-site-documents';

export const CORE_WEB_VITALS_NOTE =
  'Not measured: Core Web Vitals (LCP, INP, CLS) come from real visitors’ browsers (the Chrome UX Report). ' +
  'This audit measured the server’s response time and the page’s weight instead.';

/**
 * 0–100 from what the audit measured when it fetched the home page: 60 points for the response time
 * (full at 200 ms or less, none at 2 s or more, linear between) and 40 for the HTML's weight (full at
 * 100 KB or less, none at 2 MB or more, linear between). It is not a browser's page-speed score.
 */
export function pageSpeedScore(responseTimeMs: number, htmlBytes: number): number {
  const time = 60 * clamp01((2000 - responseTimeMs) / (2000 - 200));
  const weight = 40 * clamp01((2 * 1024 * 1024 - htmlBytes) / (2 * 1024 * 1024 - 100 * 1024));
  return Math.round(time + weight);
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

export function technicalSeo(
  site: SiteDocuments,
  checks: { robotsTxtPresent: boolean; sitemapPresent: boolean },
): TechnicalSeo {
  const htmlBytes = Buffer.byteLength(site.home.body);
  return {
    pageSpeedScore: pageSpeedScore(site.home.responseTimeMs, htmlBytes),
    corewWebVitals: CORE_WEB_VITALS_NOTE,
    httpsEnabled: new URL(site.home.url).protocol === 'https:',
    validSsl: site.https.ok ? true : site.https.reason === 'certificate' ? false : null,
    xmlSitemap: checks.sitemapPresent,
    robotsTxt: checks.robotsTxtPresent,
    responseTimeMs: site.home.responseTimeMs,
    htmlBytes,
  };
}
