import {
  type AccessDecision,
  BOT_PURPOSE_NAMES,
  type BotDirectoryEntry,
  type BotPurpose,
  type RobotsPolicy,
} from '@botlens/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { useBotDirectoryQuery } from '@/features/bots/use-bot-queries';
import { newOverrideDecision, type OverrideScope } from '../policy-editor';
import { useDebouncedValue } from '../use-debounced-value';
import { DecisionToggle } from './decision-toggle';

/** An override named from a known bot; its purpose decides where a bot's override starts. */
type AddOverride = (scope: OverrideScope, name: string, purpose: BotPurpose | undefined) => void;

/** How many of the directory's matches are offered at once: the search narrows the rest. */
const SHOWN_MATCHES = 8;

type OverridesEditorProps = {
  policy: RobotsPolicy;
  onSet: (scope: OverrideScope, name: string, decision: AccessDecision) => void;
  onRemove: (scope: OverrideScope, name: string) => void;
};

/** Decisions for one operator or one bot that win over the purpose's, added from the known bots. */
export function OverridesEditor({ policy, onSet, onRemove }: OverridesEditorProps) {
  return (
    <div className="space-y-5">
      <BotSearch
        policy={policy}
        onAdd={(scope, name, purpose) => onSet(scope, name, newOverrideDecision(policy, purpose))}
      />
      <OverrideList
        title="By operator"
        scope="operators"
        overrides={policy.operators}
        empty="No operator overrides."
        onSet={onSet}
        onRemove={onRemove}
      />
      <OverrideList
        title="By bot"
        scope="bots"
        overrides={policy.bots}
        empty="No bot overrides."
        onSet={onSet}
        onRemove={onRemove}
      />
    </div>
  );
}

type OverrideListProps = {
  title: string;
  scope: OverrideScope;
  overrides: Record<string, AccessDecision>;
  empty: string;
  onSet: OverridesEditorProps['onSet'];
  onRemove: OverridesEditorProps['onRemove'];
};

function OverrideList({ title, scope, overrides, empty, onSet, onRemove }: OverrideListProps) {
  const names = Object.keys(overrides).sort((a, b) => a.localeCompare(b));
  return (
    <section className="space-y-2">
      <h4 className="text-sm font-semibold">{title}</h4>
      {names.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="divide-y rounded-control border">
          {names.map((name) => (
            <li key={name} className="flex items-center gap-2 px-3 py-2">
              <div className="min-w-0 flex-1">
                <DecisionToggle
                  name={`${scope}-${name}`}
                  label={name}
                  value={overrides[name] ?? 'block'}
                  onChange={(decision) => onSet(scope, name, decision)}
                />
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                onClick={() => onRemove(scope, name)}
                aria-label={`Remove the override for ${name}`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BotSearch({ policy, onAdd }: { policy: RobotsPolicy; onAdd: AddOverride }) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const directory = useBotDirectoryQuery({ q, type: 'all', purpose: 'all', page: 1 });
  const searching = q !== '';

  return (
    <div className="space-y-2">
      <TextField
        id={id}
        type="search"
        label="Add an override from the known bots"
        placeholder="Search by bot or operator: GPTBot, OpenAI, Bytespider"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
      />
      {searching && (
        <div aria-live="polite">
          {directory.isPending ? (
            <div role="status" aria-label="Searching the known bots" className="space-y-2">
              <Skeleton className="h-9" />
              <Skeleton className="h-9" />
            </div>
          ) : directory.isError || !directory.data ? (
            <LoadError
              title="Could not search the known bots"
              error={directory.error}
              onRetry={() => void directory.refetch()}
              retrying={directory.isFetching}
            />
          ) : directory.data.bots.length === 0 ? (
            <p className="text-sm text-muted-foreground">No known bot matches “{q}”.</p>
          ) : (
            <ul className="divide-y rounded-control border" aria-label="Matching bots">
              {directory.data.bots.slice(0, SHOWN_MATCHES).map((bot) => (
                <BotMatch key={bot.slug} bot={bot} policy={policy} onAdd={onAdd} />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

function BotMatch({
  bot,
  policy,
  onAdd,
}: {
  bot: BotDirectoryEntry;
  policy: RobotsPolicy;
  onAdd: AddOverride;
}) {
  const hasBot = bot.name in policy.bots;
  const hasOperator = bot.operator in policy.operators;
  return (
    <li className="flex flex-col gap-2 px-3 py-2 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium break-words">{bot.name}</p>
        <p className="text-muted-foreground break-words">
          {bot.operator} · {BOT_PURPOSE_NAMES[bot.purpose]}
          {bot.robotsTokens?.length === 0 && ' · reads no robots.txt'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={hasBot}
          onClick={() => onAdd('bots', bot.name, bot.purpose)}
        >
          <Plus aria-hidden="true" />
          {hasBot ? 'Bot added' : 'Bot'}
          <span className="sr-only"> {bot.name}</span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={hasOperator}
          onClick={() => onAdd('operators', bot.operator, undefined)}
        >
          <Plus aria-hidden="true" />
          <span className="max-w-40 truncate">{hasOperator ? `${bot.operator} added` : bot.operator}</span>
          <span className="sr-only"> (operator)</span>
        </Button>
      </div>
    </li>
  );
}
