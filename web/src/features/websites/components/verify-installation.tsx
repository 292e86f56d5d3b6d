import type { TrackTestResponse } from '@botlens/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { CircleCheck, CircleX, ExternalLink, LoaderCircle, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { type ApiError, errorMessage } from '@/lib/api';
import { formatLocalDateTime } from '@/lib/format-time';
import { cn } from '@/lib/utils';
import type { VerificationSurface, VerificationTarget } from '../use-verify-installation-mutation';

type VerifyInstallationProps = {
  verification: UseMutationResult<TrackTestResponse, ApiError, VerificationTarget>;
  target: VerificationTarget;
  surface: VerificationSurface;
  /** The site's page with ?bt_test=1: visiting it sends the event the test looks for. */
  testUrl?: string;
  className?: string;
};

/** Part 1 §4: the button's words per state; the full page invites a retry after a failure. */
function buttonLabel(status: 'idle' | 'pending' | 'success' | 'error', surface: VerificationSurface): string {
  if (status === 'pending') return 'Testing...';
  if (status === 'success') return 'Verified';
  if (status === 'error') return surface === 'page' ? 'Failed - Try Again' : 'Failed';
  return 'Test Now';
}

/** The 'Verify Installation' section, with the server's own words on which check passed or failed. */
export function VerifyInstallation({
  verification,
  target,
  surface,
  testUrl,
  className,
}: VerifyInstallationProps) {
  const { status } = verification;
  const safeTestUrl = testUrl && /^https?:\/\//i.test(testUrl) ? testUrl : undefined;
  return (
    <section aria-labelledby={`verify-heading-${surface}`} className={cn('rounded-lg border p-4', className)}>
      <h3 id={`verify-heading-${surface}`} className="flex items-center gap-2 font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-4 text-blue-600" />
        Verify Installation
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Once the code is on your site, visit one of its pages, then press Test Now to check that it works.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant={status === 'error' ? 'destructive' : 'default'}
          className={cn(status === 'success' && 'bg-green-600 hover:bg-green-700')}
          disabled={status === 'pending'}
          onClick={() => verification.mutate(target)}
        >
          {status === 'pending' && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {status === 'success' && <CircleCheck aria-hidden="true" />}
          {status === 'error' && <CircleX aria-hidden="true" />}
          {buttonLabel(status, surface)}
        </Button>
        {safeTestUrl && (
          <Button asChild size="sm" variant="outline">
            <a href={safeTestUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Open test page
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        )}
      </div>
      <div aria-live="polite" className="text-sm">
        {verification.status === 'success' && (
          <p className="mt-3 text-green-700">
            <VerifiedLine result={verification.data} />
          </p>
        )}
        {verification.status === 'error' && (
          <p className="mt-3 text-red-700">{errorMessage(verification.error)}</p>
        )}
      </div>
    </section>
  );
}

/** The server's words, with the last event's time in the viewer's own zone and format rather than as UTC. */
function VerifiedLine({ result }: { result: TrackTestResponse }) {
  const shown = result.lastEventAt ? formatLocalDateTime(result.lastEventAt) : null;
  if (!result.lastEventAt || !shown) return <>{result.message}</>;
  return (
    <>
      Tracking works: the last event arrived at <time dateTime={result.lastEventAt}>{shown}</time>.
    </>
  );
}
