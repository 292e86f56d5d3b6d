import { Badge } from '@/components/ui/badge';

/** Part 2: default at 70 or more, secondary at 40 or more, otherwise outline. */
export function domainAuthorityVariant(value: number): 'default' | 'secondary' | 'outline' {
  if (value >= 70) return 'default';
  if (value >= 40) return 'secondary';
  return 'outline';
}

export function DomainAuthorityBadge({ value }: { value: number | null }) {
  if (value === null) return <span className="text-muted-foreground">—</span>;
  return (
    <Badge variant={domainAuthorityVariant(value)} aria-label={`Domain authority ${value}`}>
      {value}
    </Badge>
  );
}
