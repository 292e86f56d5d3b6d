import { PRICING_PATH } from '@botlens/contracts';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Callout } from '@/components/callout';
import { Button } from '@/components/ui/button';

/** Where a paid part of a screen would be: what it is, that the Pro plan brings it, and the way to the plans. */
export function ProFeatureCallout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Callout
      tone="info"
      icon={Lock}
      title={title}
      action={
        <Button asChild size="sm" variant="outline">
          <Link href={PRICING_PATH}>See plans</Link>
        </Button>
      }
    >
      {children}
    </Callout>
  );
}
