import { Download } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { RequestFailureBox } from '@/features/billing/components/plan-refusal-box';
import { ApiError, toApiError } from '@/lib/api';

type DownloadReportLinkProps = { auditId: string } & Pick<ButtonProps, 'variant' | 'size' | 'className'>;

/** The file name of a Content-Disposition: attachment header, when it has one. */
function attachmentName(header: string | null): string | null {
  return header?.match(/filename="([^"]+)"/)?.[1] ?? null;
}

/**
 * Part 2 §7: the PDF report, saved by the browser. Fetched first, so that a refusal (detailed reports are a
 * paid feature: a 402) shows its message and the way to the plans here instead of in an empty window. Still
 * a link, so it can be copied or opened by keyboard.
 */
export function DownloadReportLink({ auditId, variant = 'outline', ...props }: DownloadReportLinkProps) {
  const href = `/api/audit/${encodeURIComponent(auditId)}/download`;
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const response = await fetch(href, { credentials: 'same-origin' });
      if (!response.ok) throw new ApiError(response.status, (await response.text()) || response.statusText);
      const url = URL.createObjectURL(await response.blob());
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = attachmentName(response.headers.get('content-disposition')) ?? 'botlens-audit.pdf';
      anchor.click();
      // The browser has taken the file once the click is handled.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      setFailure(toApiError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button asChild variant={variant} {...props}>
        <a href={href} onClick={(event) => void download(event)} aria-busy={busy}>
          <Download aria-hidden="true" />
          Download Report
        </a>
      </Button>
      {failure && <RequestFailureBox title="Download Failed" error={failure} className="basis-full" />}
    </>
  );
}
