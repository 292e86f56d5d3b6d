import { Badge } from '@/components/ui/badge';
import { domainAuthorityVariant } from './domain-authority';

export function DomainAuthorityBadge({ value }: { value: number | null }) {
  if (value === null) return <span className="text-muted-foreground">—</span>;
  return (
    <Badge variant={domainAuthorityVariant(value)} aria-label={`Domain authority ${value}`}>
      {value}
    </Badge>
  );
}
