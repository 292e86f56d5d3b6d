import { BOT_PURPOSE_NAMES, BOT_TYPE_NAMES, type BotFacts } from '@botlens/contracts';
import { ArrowLeft, LogIn } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { Callout } from '@/components/callout';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserQuery } from '@/features/auth/use-user-query';
import { ApiError } from '@/lib/api';
import { BotFactsCard } from './components/bot-facts-card';
import { BotSiteSection } from './components/bot-site-section';
import { useBotFactsQuery } from './use-bot-queries';

/**
 * `/bots/<slug>`: what the registry says of a bot, and for a signed-in user its visits to one of their
 * websites. A bot the registry does not know (named from its user agent only) still shows the site's data.
 */
export function BotProfilePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const facts = useBotFactsQuery(slug);
  const { data: user } = useUserQuery();
  const unknown = facts.error instanceof ApiError && facts.error.status === 404;
  const known = facts.data ?? null;
  const name = known?.name ?? slug;
  return (
    <PageContainer className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link href="/bots">
          <ArrowLeft aria-hidden="true" />
          Bot Directory
        </Link>
      </Button>
      <PageHeader title={name} description={known ? summary(known) : undefined} />
      {facts.isPending ? (
        <Skeleton role="status" aria-label="Loading the bot's facts" className="h-48 w-full" />
      ) : known ? (
        <BotFactsCard facts={known} />
      ) : unknown ? (
        <Callout tone="info" role="note" title="This bot is not in the registry">
          BotLens recognised it as a bot from its user agent only, so its operator, purpose, robots.txt tokens
          and how to verify it are not known. Its visits to your websites are below.
        </Callout>
      ) : (
        <LoadError
          title="Could not load this bot"
          error={facts.error}
          onRetry={() => void facts.refetch()}
          retrying={facts.isFetching}
        />
      )}
      {user ? (
        <BotSiteSection slug={slug} knownName={facts.isPending ? name : (known?.name ?? null)} />
      ) : (
        <Callout
          tone="info"
          icon={LogIn}
          title="See this bot on your website"
          action={
            <Button asChild size="sm">
              <Link href="/auth">Sign in</Link>
            </Button>
          }
        >
          Sign in to see its visits to your websites, how many were verified, the pages it read and whether
          your robots.txt lets it in.
        </Callout>
      )}
    </PageContainer>
  );
}

function summary(facts: BotFacts): string {
  return `${BOT_TYPE_NAMES[facts.type]} run by ${facts.operator} · ${BOT_PURPOSE_NAMES[facts.purpose]}`;
}
