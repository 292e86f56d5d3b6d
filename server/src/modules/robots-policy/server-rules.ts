import type { PolicyBot } from './generate-robots-txt';

/**
 * Ready-to-paste server rules answering 403 to the bots a policy blocks, for the bots that ignore robots.txt
 * and those no robots.txt can address. Each bot is matched by its documented tokens (its name when it has
 * none) as case-insensitive text inside the User-Agent header: the same words robots.txt uses, escaped, so
 * no registry pattern reaches a server's regular-expression engine.
 */
export type ServerRules = { nginx: string; apache: string; caddy: string };

/** One alternation per this many names keeps each line readable and well under servers' line limits. */
const NAMES_PER_LINE = 25;

export function serverRules(blocked: readonly PolicyBot[]): ServerRules {
  const names = [
    ...new Set(blocked.flatMap((bot) => (bot.robotsTokens?.length ? bot.robotsTokens : [bot.name]))),
  ].filter((name) => /^[\w .!-]{2,100}$/.test(name));
  if (names.length === 0) {
    const none = '# The policy blocks no bot: no rule is needed.\n';
    return { nginx: none, apache: none, caddy: none };
  }
  const alternations = chunk(names.map(escapeRegex), NAMES_PER_LINE).map((part) => part.join('|'));
  return {
    nginx: nginxRules(alternations),
    apache: apacheRules(alternations),
    caddy: caddyRules(alternations),
  };
}

function nginxRules(alternations: string[]): string {
  return [
    '# BotLens: bots your AI crawler policy blocks. In the http block:',
    'map $http_user_agent $botlens_blocked {',
    '    default 0;',
    ...alternations.map((alternation) => `    "~*(${alternation})" 1;`),
    '}',
    '',
    '# In each server block (or location) to protect:',
    'if ($botlens_blocked) {',
    '    return 403;',
    '}',
    '',
  ].join('\n');
}

function apacheRules(alternations: string[]): string {
  return [
    '# BotLens: bots your AI crawler policy blocks. In .htaccess or the virtual host (mod_rewrite):',
    'RewriteEngine On',
    ...alternations.map(
      (alternation, index) =>
        `RewriteCond %{HTTP_USER_AGENT} (${alternation}) [NC${index < alternations.length - 1 ? ',OR' : ''}]`,
    ),
    'RewriteRule ^ - [F]',
    '',
  ].join('\n');
}

function caddyRules(alternations: string[]): string {
  return [
    '# BotLens: bots your AI crawler policy blocks. Inside the site block of the Caddyfile:',
    // One matcher: repeated matchers of a named set must all match (Caddy ANDs them).
    `@botlens_blocked header_regexp User-Agent (?i)(${alternations.join('|')})`,
    'respond @botlens_blocked 403',
    '',
  ].join('\n');
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '\\s');
}

function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
