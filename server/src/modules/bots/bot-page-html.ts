import {
  BOT_PURPOSE_NAMES,
  BOT_PURPOSES,
  BOT_TYPE_NAMES,
  BOT_TYPES,
  BOT_VERIFICATION_NAMES,
  type BotDirectoryPage,
  type BotDirectoryQuery,
  type BotFacts,
  MAX_BOT_SEARCH_CHARS,
  ROBOTS_TOKENS_NONE,
  ROBOTS_TOKENS_UNKNOWN,
} from '@botlens/contracts';
import { html, joinHtml, type SafeHtml } from '../../lib/html-text';

/**
 * The markup of the server-rendered bot pages: plain, semantic HTML a search engine reads and a person can
 * use without JavaScript (links, a GET form). Every text goes through html``, which escapes it; registry
 * entries are data from outside and are never trusted to be markup.
 */

// Classes the web app's own screens use, so the stylesheet has them: the page reads as the app's before it runs.
const CONTAINER = 'mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8';
const HEADING = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl';
const LINK = 'text-blue-700 underline';
const TERM = 'text-sm font-medium text-muted-foreground';
const CELL = 'border-b px-3 py-2';
const CONTROL = 'h-10 rounded-control border px-3';

export function robotsTokensText(tokens: readonly string[] | null): string {
  if (tokens === null) return ROBOTS_TOKENS_UNKNOWN;
  return tokens.length === 0 ? ROBOTS_TOKENS_NONE : tokens.join(', ');
}

/** The address of a directory page: only the parameters that differ from the defaults. */
export function directoryHref(query: BotDirectoryQuery, page = query.page): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.type !== 'all') params.set('type', query.type);
  if (query.purpose !== 'all') params.set('purpose', query.purpose);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/bots?${search}` : '/bots';
}

function options(values: readonly string[], names: Record<string, string>, selected: string, all: string) {
  return joinHtml(
    ['all', ...values].map((value) =>
      value === selected
        ? html`<option value="${value}" selected>${value === 'all' ? all : (names[value] ?? value)}</option>`
        : html`<option value="${value}">${value === 'all' ? all : (names[value] ?? value)}</option>`,
    ),
  );
}

function searchForm(query: BotDirectoryQuery): SafeHtml {
  return html`<form action="/bots" method="get" role="search" aria-label="Search the bot directory" class="flex flex-wrap gap-4">
<label>Search by name, operator or robots.txt token <input class="${CONTROL}" type="search" name="q" value="${query.q}" maxlength="${MAX_BOT_SEARCH_CHARS}"></label>
<label>Type <select class="${CONTROL}" name="type">${options(BOT_TYPES, BOT_TYPE_NAMES, query.type, 'All types')}</select></label>
<label>Purpose <select class="${CONTROL}" name="purpose">${options(BOT_PURPOSES, BOT_PURPOSE_NAMES, query.purpose, 'All purposes')}</select></label>
<button class="${CONTROL} font-medium" type="submit">Search</button>
</form>`;
}

function directoryRows(result: BotDirectoryPage): SafeHtml {
  return joinHtml(
    result.bots.map(
      (bot) =>
        html`<tr><th scope="row" class="${CELL} font-medium"><a class="${LINK}" href="/bots/${bot.slug}">${bot.name}</a></th><td class="${CELL}">${bot.operator}</td><td class="${CELL}">${BOT_TYPE_NAMES[bot.type]}</td><td class="${CELL}">${BOT_PURPOSE_NAMES[bot.purpose]}</td><td class="${CELL}">${robotsTokensText(bot.robotsTokens)}</td></tr>`,
    ),
    '\n',
  );
}

function pageLinks(query: BotDirectoryQuery, result: BotDirectoryPage): SafeHtml {
  const links: SafeHtml[] = [];
  if (result.page > 1) {
    links.push(
      html`<a class="${LINK}" href="${directoryHref(query, Math.min(result.page - 1, result.pageCount))}" rel="prev">Previous page</a>`,
    );
  }
  if (result.page < result.pageCount) {
    links.push(
      html`<a class="${LINK}" href="${directoryHref(query, result.page + 1)}" rel="next">Next page</a>`,
    );
  }
  return html`<nav aria-label="Directory pages" class="flex flex-wrap gap-4"><p>Page ${result.page} of ${result.pageCount}</p>${joinHtml(links, ' ')}</nav>`;
}

export function directoryBody(query: BotDirectoryQuery, result: BotDirectoryPage, known: number): SafeHtml {
  const table =
    result.bots.length === 0
      ? html`<p>No bots match this search.</p>`
      : html`<table class="w-full text-left text-sm"><caption class="text-left font-semibold">Known bots, ${result.total} matching</caption>
<thead><tr><th scope="col" class="${CELL}">Bot</th><th scope="col" class="${CELL}">Operator</th><th scope="col" class="${CELL}">Type</th><th scope="col" class="${CELL}">Purpose</th><th scope="col" class="${CELL}">robots.txt tokens</th></tr></thead>
<tbody>
${directoryRows(result)}
</tbody></table>`;
  return html`<main class="${CONTAINER}">
<h1 class="${HEADING}">Bot Directory</h1>
<p>${directoryDescription(known)}</p>
${searchForm(query)}
${table}
${pageLinks(query, result)}
</main>`;
}

export function directoryDescription(known: number): string {
  return `The ${known} bots BotLens knows: search engines, AI crawlers, social media fetchers and other bots, with who runs them, why they crawl, their robots.txt tokens and how to verify them.`;
}

function documentation(facts: BotFacts): SafeHtml {
  return facts.docsUrl === null
    ? html`${ROBOTS_TOKENS_UNKNOWN}`
    : html`<a class="${LINK}" href="${facts.docsUrl}" rel="nofollow noopener noreferrer">${facts.docsUrl}</a>`;
}

function verification(facts: BotFacts): SafeHtml {
  const suffixes = facts.verification.reverseDnsSuffixes;
  const hosts = suffixes.length > 0 ? html` (host names ending in ${suffixes.join(', ')})` : html``;
  return html`${BOT_VERIFICATION_NAMES[facts.verification.method]}${hosts}`;
}

/** One sentence of facts: the page's meta description and its first paragraph. */
export function profileDescription(facts: BotFacts): string {
  return `${facts.name}: ${BOT_TYPE_NAMES[facts.type]} run by ${facts.operator}. Purpose: ${BOT_PURPOSE_NAMES[facts.purpose]}. robots.txt tokens: ${robotsTokensText(facts.robotsTokens)}.`;
}

function fact(term: string, value: SafeHtml): SafeHtml {
  return html`<div><dt class="${TERM}">${term}</dt><dd>${value}</dd></div>`;
}

export function profileBody(facts: BotFacts): SafeHtml {
  return html`<main class="${CONTAINER}">
<p><a class="${LINK}" href="/bots">Bot Directory</a></p>
<h1 class="${HEADING}">${facts.name}</h1>
<p>${profileDescription(facts)}</p>
<dl class="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
${fact('Operator', html`${facts.operator}`)}
${fact('Type', html`${BOT_TYPE_NAMES[facts.type]}`)}
${fact('Purpose', html`${BOT_PURPOSE_NAMES[facts.purpose]}`)}
${fact('robots.txt tokens', html`${robotsTokensText(facts.robotsTokens)}`)}
${fact('Verification', verification(facts))}
${fact('Documentation', documentation(facts))}
</dl>
<p><a class="${LINK}" href="/auth">Sign in</a> to see this bot's visits to your websites.</p>
</main>`;
}

export function unknownBotBody(slug: string): SafeHtml {
  return html`<main class="${CONTAINER}">
<p><a class="${LINK}" href="/bots">Bot Directory</a></p>
<h1 class="${HEADING}">Bot not in the directory</h1>
<p>No known bot has the address /bots/${slug}. It may be a bot BotLens recognises only by its user agent: this bot is not in the registry.</p>
</main>`;
}
