import { Download } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';

type DownloadReportLinkProps = { auditId: string } & Pick<ButtonProps, 'variant' | 'size' | 'className'>;

/**
 * Part 2 §7: the PDF is opened in a new window. The server answers it as an attachment, so the browser
 * saves it and the new window closes again. A link, so it can also be copied or opened by keyboard.
 */
export function DownloadReportLink({ auditId, variant = 'outline', ...props }: DownloadReportLinkProps) {
  return (
    <Button asChild variant={variant} {...props}>
      <a
        href={`/api/audit/${encodeURIComponent(auditId)}/download`}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Download aria-hidden="true" />
        Download Report
      </a>
    </Button>
  );
}
