import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';

/** What the server does for every analysis, in order (server/src/modules/seo-audit/fetch-site-documents.ts). */
const STEPS = [
  'Fetching the home page (https first, then http)',
  'Reading robots.txt for the rules it sets AI crawlers',
  'Looking for llms.txt and llms-full.txt',
  'Reading the XML sitemap',
  'Scoring nine factors and writing recommendations',
] as const;

function useElapsedSeconds(): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return seconds;
}

/**
 * While the analysis runs. The server reports no progress, so the bar is indeterminate and the steps are
 * what every analysis does, not ticks of this one; the elapsed time is the only figure shown.
 */
export function AnalysisProgress({ domain }: { domain: string }) {
  const seconds = useElapsedSeconds();
  return (
    <section
      aria-labelledby="analysis-progress-heading"
      aria-busy="true"
      className="space-y-4 rounded-xl border border-blue-100 bg-blue-50/60 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="analysis-progress-heading" className="flex items-center gap-2 font-semibold text-slate-900">
          <Loader2 aria-hidden="true" className="size-5 animate-spin text-blue-600" />
          <span className="break-all">Analyzing {domain}</span>
        </h2>
        <p className="text-sm tabular-nums text-slate-600" aria-live="off">
          {seconds} s elapsed · usually under 30 s
        </p>
      </div>
      {/* No aria-valuenow: an indeterminate progress bar, as the server reports no progress to show. */}
      <div
        role="progressbar"
        aria-label={`Analyzing ${domain}`}
        className="relative h-2.5 w-full overflow-hidden rounded-full bg-blue-100"
      >
        <div className="absolute inset-y-0 left-0 w-2/5 animate-[indeterminate_1.6s_ease-in-out_infinite] rounded-full bg-blue-600 motion-reduce:w-full motion-reduce:animate-none motion-reduce:opacity-60" />
      </div>
      <ol className="grid gap-1.5 text-sm text-slate-700 sm:grid-flow-col sm:grid-rows-3">
        {STEPS.map((step) => (
          <li key={step} className="flex items-center gap-2">
            <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-blue-600" />
            {step}
          </li>
        ))}
      </ol>
    </section>
  );
}
