import { ROBOTS_TOKENS_NONE, ROBOTS_TOKENS_UNKNOWN } from '@botlens/contracts';

/** A bot's robots.txt tokens as code, or what is known when there is no list: none exist, or none documented. */
export function RobotsTokens({ tokens }: { tokens: readonly string[] | null }) {
  if (tokens === null) return <span className="text-muted-foreground">{ROBOTS_TOKENS_UNKNOWN}</span>;
  if (tokens.length === 0) return <span className="text-warning-strong">{ROBOTS_TOKENS_NONE}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="robots.txt tokens">
      {tokens.map((token) => (
        <li key={token}>
          <code className="rounded bg-neutral-soft px-1.5 py-0.5 font-mono text-xs break-all text-foreground">
            {token}
          </code>
        </li>
      ))}
    </ul>
  );
}
