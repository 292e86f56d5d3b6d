import type { RobotsTxtResult } from '@botlens/contracts';
import { Copy, FileCode, Info, ShieldAlert, Users } from 'lucide-react';
import { Callout } from '@/components/callout';
import { Button } from '@/components/ui/button';
import { TableScroll } from '@/components/ui/table-scroll';
import { copyWithToast } from '@/features/websites/copy-with-toast';
import { explanationParagraphs } from '../indexing-format';
import { ResultSection } from './result-section';
import { RobotsGroupList } from './robots-group-list';

export const ROBOTS_COPIED = 'The robots.txt has been copied to your clipboard.';

/** Part 2 §3's robots result: the file to copy, what it does in words, its groups, and what it cannot stop. */
export function RobotsResults({ result }: { result: RobotsTxtResult }) {
  const paragraphs = explanationParagraphs(result.explanation, result.live.note);
  return (
    <div className="space-y-6">
      <Callout tone="info" icon={Info} title="Live robots.txt">
        <p>{result.live.note}</p>
        <p className="break-all text-xs">
          {result.live.url}
          {result.live.status !== null && ` · HTTP ${result.live.status}`}
        </p>
      </Callout>
      <ResultSection
        title="robots.txt"
        icon={FileCode}
        description="Serve it at the root of your site, as /robots.txt."
        actions={
          <Button
            variant="outline"
            size="sm"
            onClick={() => void copyWithToast(result.robotsTxt, ROBOTS_COPIED)}
          >
            <Copy aria-hidden="true" />
            Copy
          </Button>
        }
      >
        {/* Lines are never wrapped (a wrapped line reads as two): the box scrolls, and is a tab stop while it does. */}
        <TableScroll
          label="Generated robots.txt"
          className="max-h-96 overflow-auto rounded-control border bg-neutral-soft"
        >
          <pre className="w-max min-w-full p-4 font-mono text-xs leading-relaxed whitespace-pre text-foreground sm:text-sm">
            <code>{result.robotsTxt}</code>
          </pre>
        </TableScroll>
      </ResultSection>
      <ResultSection title="What this file does" icon={Info}>
        <div className="space-y-3 text-sm break-words whitespace-pre-line text-foreground">
          {paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs are replaced whole, never reordered.
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </ResultSection>
      <ResultSection
        title="Groups"
        icon={Users}
        description="Each group of the file, the bots it speaks to, and why."
      >
        <RobotsGroupList groups={result.groups} />
      </ResultSection>
      {result.notControllable.length > 0 && (
        <Callout tone="warning" icon={ShieldAlert} title="Not stopped by robots.txt">
          <p>
            These bots are blocked by the policy, but their operators document no robots.txt token: only
            server rules stop them.
          </p>
          <ul className="list-disc space-y-0.5 pl-5">
            {result.notControllable.map((bot) => (
              <li key={bot.name}>
                {bot.name} ({bot.operator}, {bot.purpose})
              </li>
            ))}
          </ul>
        </Callout>
      )}
    </div>
  );
}
