import { ExternalLink } from 'lucide-react';
import { cn } from '@/lib/utils';
import { isHttpUrl } from '../audit-format';

/**
 * An address taken from the audited site. It is hostile text: rendered as text, and a link only when it is
 * http(s), opened in a new tab that gets neither the opener nor the referrer.
 */
export function AuditedUrl({ url, className }: { url: string; className?: string }) {
  if (!isHttpUrl(url)) return <span className={cn('break-all', className)}>{url}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'break-all text-blue-700 underline underline-offset-2 hover:decoration-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
        className,
      )}
    >
      {url}
      <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-baseline" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
