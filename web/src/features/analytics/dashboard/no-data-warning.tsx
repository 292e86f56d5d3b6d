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
      title={
        // A long name is cut after two lines; the whole of it shows on hover.
        <span className="line-clamp-2" title={website.name}>
          No bot data detected for {website.name}
        </span>
      }
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
