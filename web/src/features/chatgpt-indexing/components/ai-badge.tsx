import { Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Marks an item the optional language model added; the rules' items carry no badge. */
export function AiBadge() {
  return (
    <Badge variant="info" title="Suggested by the language model">
      <Sparkles aria-hidden="true" className="size-3" />
      AI<span className="sr-only"> suggestion</span>
    </Badge>
  );
}
