import { BOT_PURPOSE_NAMES, BOT_VERIFICATION_NAMES, type BotFacts } from '@botlens/contracts';
import { ExternalLink, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { AnalyticsCard } from '@/features/analytics/components/analytics-card';
import { BotTypeBadge } from '@/features/analytics/components/bot-badges';
import { RobotsTokens } from './robots-tokens';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-1">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="break-words text-foreground">{children}</dd>
    </div>
  );
}

function Verification({ facts }: { facts: BotFacts }) {
  const { method, reverseDnsSuffixes } = facts.verification;
  return (
    <>
      {BOT_VERIFICATION_NAMES[method]}
      {reverseDnsSuffixes.length > 0 && (
        <span className="block text-sm text-muted-foreground">
          Host names ending in{' '}
          {reverseDnsSuffixes.map((suffix, index) => (
            <span key={suffix}>
              {index > 0 && ', '}
              <code className="font-mono text-xs">{suffix}</code>
            </span>
          ))}
        </span>
      )}
    </>
  );
}

/** What the registry says of a bot: who runs it, why, how to address it in robots.txt and how to check it. */
export function BotFactsCard({ facts }: { facts: BotFacts }) {
  return (
    <AnalyticsCard title="About this bot" icon={Info} description="From the BotLens registry of known bots">
      <dl className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <Fact term="Operator">{facts.operator}</Fact>
        <Fact term="Type">
          <BotTypeBadge type={facts.type} />
        </Fact>
        <Fact term="Purpose">{BOT_PURPOSE_NAMES[facts.purpose]}</Fact>
        <Fact term="robots.txt tokens">
          <RobotsTokens tokens={facts.robotsTokens} />
        </Fact>
        <Fact term="How its hits are verified">
          <Verification facts={facts} />
        </Fact>
        <Fact term="Documentation">
          {facts.docsUrl ? (
            <a
              href={facts.docsUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex max-w-full items-center gap-1 break-all text-blue-700 underline-offset-2 hover:underline"
            >
              {facts.docsUrl}
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : (
            <span className="text-muted-foreground">Not documented</span>
          )}
        </Fact>
      </dl>
    </AnalyticsCard>
  );
}
