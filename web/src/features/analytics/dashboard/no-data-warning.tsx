import type { Website } from '@botlens/contracts';
import { Link } from 'wouter';
import { Callout } from '@/components/callout';
import { Button } from '@/components/ui/button';

/** Part 1 §2.9: shown while the selected website has no bot hits in the range. */
export function NoDataWarning({ website }: { website: Website }) {
  return (
    <Callout
      tone="warning"
      role="status"
      title={`No bot data detected for ${website.name}`}
      action={
        <Button asChild variant="outline" size="sm">
          <Link href={`/embed-code?website=${website.id}`}>Get Tracking Code</Link>
        </Button>
      }
    >
      <p>Install the tracking code to start collecting bot analytics data.</p>
    </Callout>
  );
}
