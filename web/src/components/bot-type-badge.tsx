import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { botTypeLook } from '@/lib/bot-type-palette';

/** A badge in the bot type's colour of the one palette; the caller words the label. */
export function BotTypeBadge({ type, children }: { type: string; children: ReactNode }) {
  return (
    <Badge variant="outline" className={botTypeLook(type).badgeClassName}>
      {children}
    </Badge>
  );
}
