import type { RobotsGroupExplanation } from '@botlens/contracts';
import { Badge } from '@/components/ui/badge';

/** How many bots a group names before it says "and N more": the catch-all group covers hundreds. */
const NAMED_PER_GROUP = 12;
/** Beyond this many user agents a group's list is folded away: a training group names about seventy. */
const AGENTS_SHOWN_INLINE = 8;

/** The groups of a generated robots.txt: their decision and reason, their bots, and their user agents. */
export function RobotsGroupList({ groups }: { groups: readonly RobotsGroupExplanation[] }) {
  if (groups.length === 0) return <p className="text-sm text-muted-foreground">The file has no groups.</p>;
  return (
    <ul className="divide-y">
      {groups.map((group) => {
        const more = group.bots.length - NAMED_PER_GROUP;
        return (
          <li key={group.userAgents.join('\n')} className="space-y-2 py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={group.decision === 'block' ? 'danger' : 'success'}>
                {group.decision === 'block' ? 'Blocked' : 'Allowed'}
              </Badge>
              <p className="min-w-0 font-medium break-words text-foreground">{group.reason}</p>
            </div>
            {group.bots.length > 0 && (
              <p className="text-sm break-words text-muted-foreground">
                <span className="font-medium text-foreground">Covers: </span>
                {group.bots
                  .slice(0, NAMED_PER_GROUP)
                  .map((bot) => `${bot.name} (${bot.operator}, ${bot.purpose})`)
                  .join('; ')}
                {more > 0 && ` and ${more} more`}
              </p>
            )}
            <UserAgents agents={group.userAgents} />
          </li>
        );
      })}
    </ul>
  );
}

function UserAgents({ agents }: { agents: readonly string[] }) {
  const list = <span className="font-mono break-words text-foreground">{agents.join(', ')}</span>;
  if (agents.length <= AGENTS_SHOWN_INLINE) {
    return (
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">User-agent: </span>
        {list}
      </p>
    );
  }
  return (
    <details className="text-sm">
      <summary className="w-fit cursor-pointer rounded-control font-medium text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2">
        All {agents.length} user agents of this group
      </summary>
      <p className="mt-1.5">{list}</p>
    </details>
  );
}
