import type { SpoofCheck } from './spoof-checks';
import { isPlainWord } from './user-agent-words';

/**
 * Ready-to-paste server rules answering 403 to the bots a policy blocks, for the bots that ignore robots.txt
 * and those no robots.txt can address, and to requests that claim a bot the policy allows from outside its
 * operator's published addresses (spoofed). Each bot is matched by its documented tokens (its name when it
 * has none) as case-insensitive text inside the User-Agent header: the same words robots.txt uses, escaped,
 * so no registry pattern reaches a server's regular-expression engine.
 */
export type ServerRules = { nginx: string; apache: string; caddy: string };

/** One alternation per this many names keeps each line readable and well under servers' line limits. */
const NAMES_PER_LINE = 25;
/** Address prefixes per Apache condition line, for the same reason. */
const PREFIXES_PER_LINE = 20;

export const SERVER_BLOCK_MARKER = '# In each server block (or location) to protect:';

/** Words as case-insensitive alternation sources, one per line: escaped plain text, anything else dropped. */
export function alternationsOf(words: readonly string[]): string[] {
  const plain = [...new Set(words.filter(isPlainWord))];
  return chunk(plain.map(escapeRegex), NAMES_PER_LINE).map((part) => part.join('|'));
}

/**
 * `blockedWords`: the words of the bots the policy blocks (user-agent-words.ts); `spoofed`: the checks for
 * the allowed bots with published addresses (spoof-checks.ts).
 */
export function serverRules(
  blockedWords: readonly string[],
  spoofed: readonly SpoofCheck[] = [],
): ServerRules {
  const alternations = alternationsOf(blockedWords);
  const checks = spoofed
    .filter(
      (check) => /^[a-z0-9_]{1,60}$/.test(check.id) && check.words.length > 0 && check.prefixes.length > 0,
    )
    .map((check) => ({
      ...check,
      note: check.note.replace(/[\r\n]+/g, ' '),
      alternations: alternationsOf(check.words),
      prefixes: check.prefixes.filter((prefix) => /^[0-9a-fA-F:.]+\/\d{1,3}$/.test(prefix)),
    }))
    .filter((check) => check.alternations.length > 0 && check.prefixes.length > 0);
  if (alternations.length === 0 && checks.length === 0) {
    const none = '# The policy blocks no bot: no rule is needed.\n';
    return { nginx: none, apache: none, caddy: none };
  }
  return {
    nginx: nginxRules(alternations, checks),
    apache: apacheRules(alternations, checks),
    caddy: caddyRules(alternations, checks),
  };
}

type Check = SpoofCheck & { alternations: string[] };

const SPOOFED_HEADER =
  '# BotLens: requests that claim a bot your policy allows from outside its operator’s published addresses.';

function nginxRules(alternations: string[], checks: Check[]): string {
  const http: string[] = [];
  const server: string[] = [];
  if (alternations.length > 0) {
    http.push(
      '# BotLens: bots your AI crawler policy blocks. In the http block:',
      'map $http_user_agent $botlens_blocked {',
      '    default 0;',
      ...alternations.map((alternation) => `    "~*(${alternation})" 1;`),
      '}',
      '',
    );
    server.push('if ($botlens_blocked) {', '    return 403;', '}');
  }
  if (checks.length > 0) {
    http.push(
      SPOOFED_HEADER,
      '# In the http block. Behind a proxy or CDN, set set_real_ip_from and real_ip_header first: geo reads the',
      '# client address ($remote_addr).',
    );
    for (const check of checks) {
      http.push(
        `# ${check.note}`,
        `map $http_user_agent $botlens_claims_${check.id} {`,
        '    default 0;',
        ...check.alternations.map((alternation) => `    "~*(${alternation})" 1;`),
        '}',
        `geo $botlens_from_${check.id} {`,
        '    default 0;',
        ...check.prefixes.map((prefix) => `    ${prefix} 1;`),
        '}',
      );
    }
    // Each check adds "claims:from" to one string; "1:0" anywhere in it is a claim from outside the list.
    const pairs = checks.map((check) => `$botlens_claims_${check.id}:$botlens_from_${check.id}`).join(';');
    http.push(`map "${pairs}" $botlens_spoofed {`, '    default 0;', '    "~1:0" 1;', '}', '');
    server.push('if ($botlens_spoofed) {', '    return 403;', '}');
  }
  return [...http, SERVER_BLOCK_MARKER, ...server, ''].join('\n');
}

function apacheRules(alternations: string[], checks: Check[]): string {
  const lines = ['# BotLens: in .htaccess or the virtual host (mod_rewrite).', 'RewriteEngine On'];
  if (alternations.length > 0) {
    lines.push(
      '# Bots your AI crawler policy blocks:',
      ...userAgentConditions(alternations),
      'RewriteRule ^ - [F]',
    );
  }
  if (checks.length > 0) {
    lines.push(
      SPOOFED_HEADER,
      '# Behind a proxy or CDN, enable mod_remoteip first: these read the client address (REMOTE_ADDR).',
    );
    for (const check of checks) {
      lines.push(
        `# ${check.note}`,
        ...userAgentConditions(check.alternations),
        // Conditions are ANDed: outside every line's prefixes is outside the whole list. The parentheses
        // matter: ap_expr reads `! a && ! b` as `!(a && !b)`.
        ...chunk(check.prefixes, PREFIXES_PER_LINE).map(
          (part) => `RewriteCond expr "!(${part.map((prefix) => `-R '${prefix}'`).join(' || ')})"`,
        ),
        'RewriteRule ^ - [F]',
      );
    }
  }
  return [...lines, ''].join('\n');
}

function userAgentConditions(alternations: string[]): string[] {
  return alternations.map(
    (alternation, index) =>
      `RewriteCond %{HTTP_USER_AGENT} (${alternation}) [NC${index < alternations.length - 1 ? ',OR' : ''}]`,
  );
}

function caddyRules(alternations: string[], checks: Check[]): string {
  const lines = ['# BotLens: inside the site block of the Caddyfile.'];
  if (alternations.length > 0) {
    lines.push(
      '# Bots your AI crawler policy blocks:',
      // One matcher: repeated matchers of a named set must all match (Caddy ANDs them).
      `@botlens_blocked header_regexp User-Agent (?i)(${alternations.join('|')})`,
      'respond @botlens_blocked 403',
    );
  }
  if (checks.length > 0) {
    lines.push(
      SPOOFED_HEADER,
      '# Behind a proxy or CDN, use client_ip with trusted_proxies instead of remote_ip.',
    );
    for (const check of checks) {
      lines.push(
        `# ${check.note}`,
        `@botlens_spoofed_${check.id} {`,
        `    header_regexp User-Agent (?i)(${check.alternations.join('|')})`,
        `    not remote_ip ${check.prefixes.join(' ')}`,
        '}',
        `respond @botlens_spoofed_${check.id} 403`,
      );
    }
  }
  return [...lines, ''].join('\n');
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '\\s');
}

function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
