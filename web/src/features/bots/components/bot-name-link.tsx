import { Link } from 'wouter';
import { cn } from '@/lib/utils';
import { botProfileHref } from '../bot-links';

type BotNameLinkProps = { name: string; websiteId?: number; className?: string };

/** A bot's name that opens its profile (for this website's figures when one is given); plain text when it has no address. */
export function BotNameLink({ name, websiteId, className }: BotNameLinkProps) {
  const href = botProfileHref(name, websiteId);
  if (href === null) return <span className={className}>{name}</span>;
  return (
    <Link
      href={href}
      className={cn(
        'rounded-sm text-blue-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
        className,
      )}
    >
      {name}
    </Link>
  );
}
