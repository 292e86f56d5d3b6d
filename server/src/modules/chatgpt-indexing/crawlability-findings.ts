import type { OptimizeSuggestion } from '@botlens/contracts';
import { truncateText } from '../../lib/truncate-text';
import type { BotDefinition } from '../bots/bot-registry';
import type { PageFacts } from '../seo-audit/extract-page-facts';
import type { FetchedText } from '../seo-audit/fetch-site-documents';
import { decideRobots, parseRobotsTxt } from '../seo-tools/robots-matcher';

/** Below this many words of visible text in the HTML as served, the page's content is likely drawn by scripts. */
export const MIN_SERVED_WORDS = 150;
const PURPOSES_TO_LET_IN = new Set(['search', 'user-triggered']);

export type CrawlabilityInput = {
  homeUrl: string;
  facts: PageFacts;
  /** The home page's X-Robots-Tag header, if any. */
  robotsTag: string | null;
  robots: FetchedText | null;
  bots: readonly BotDefinition[];
};

const rules = (partial: Omit<OptimizeSuggestion, 'source'>): OptimizeSuggestion => ({
  ...partial,
  evidence: truncateText(partial.evidence, 400),
  source: 'rules',
});

/**
 * What AI crawlers actually receive: the page's text in the HTML as served (they run no JavaScript), whether
 * the page may be indexed and quoted, and which AI crawlers robots.txt lets in, by purpose.
 */
export function crawlabilityFindings(input: CrawlabilityInput): OptimizeSuggestion[] {
  return [...servedTextFindings(input), ...indexingFindings(input), ...aiAccessFindings(input)];
}

function servedTextFindings({ homeUrl, facts }: CrawlabilityInput): OptimizeSuggestion[] {
  if (facts.wordCount >= MIN_SERVED_WORDS) return [];
  return [
    rules({
      title: 'Put the page’s text in the HTML',
      detail:
        'GPTBot, ClaudeBot, PerplexityBot and the other AI crawlers do not run JavaScript: they read the HTML as the server sends it. Render the main text on the server (or prerender it) so they can read and quote it.',
      priority: 'high',
      evidence: `${homeUrl} sends ${facts.wordCount} words of visible text in its HTML`,
    }),
  ];
}

/** noindex, nosnippet and max-snippet, from the robots meta tag and the X-Robots-Tag header. */
function indexingFindings({ facts, robotsTag }: CrawlabilityInput): OptimizeSuggestion[] {
  const sources = [
    facts.robotsMeta ? `<meta name="robots" content="${facts.robotsMeta}">` : null,
    robotsTag ? `X-Robots-Tag: ${robotsTag}` : null,
  ].filter((source): source is string => source !== null);
  const findings: OptimizeSuggestion[] = [];
  for (const source of sources) {
    const lower = source.toLowerCase();
    if (/\b(noindex|none)\b/.test(lower)) {
      findings.push(
        rules({
          title: 'Let the page be indexed',
          detail: 'noindex keeps the page out of every search index, so no AI search can find or cite it.',
          priority: 'high',
          evidence: source,
        }),
      );
    }
    const maxSnippet = /max-snippet\s*:\s*(-?\d+)/.exec(lower);
    if (/\bnosnippet\b/.test(lower) || maxSnippet?.[1] === '0') {
      findings.push(
        rules({
          title: 'Let answer engines quote the page',
          detail:
            'nosnippet (or max-snippet:0) forbids quoting any of the text, so answers can only link to it.',
          priority: 'high',
          evidence: source,
        }),
      );
    } else if (maxSnippet && Number(maxSnippet[1]) > 0 && Number(maxSnippet[1]) < 100) {
      findings.push(
        rules({
          title: 'Allow longer quotations',
          detail: `max-snippet:${maxSnippet[1]} lets answers quote at most ${maxSnippet[1]} characters: too short for an answer.`,
          priority: 'medium',
          evidence: source,
        }),
      );
    }
  }
  return findings;
}

/** Which AI crawlers robots.txt keeps out of the home page, by purpose, with the deciding line. */
function aiAccessFindings({ homeUrl, robots, bots }: CrawlabilityInput): OptimizeSuggestion[] {
  const robotsUrl = new URL('/robots.txt', homeUrl).toString();
  if (!robots || robots.status === 404 || robots.status === 410) {
    return [
      rules({
        title: 'Publish a robots.txt with your AI crawler policy',
        detail:
          'Without one every crawler may read everything. Say which AI crawlers may read the site: Generate Robots.txt gives a starting point.',
        priority: 'low',
        evidence: `${robotsUrl}: ${robots ? `HTTP ${robots.status}` : 'not found'}`,
      }),
    ];
  }
  if (robots.status >= 500) {
    return [
      rules({
        title: 'Make robots.txt answer',
        detail:
          'A robots.txt that fails with a server error means “read nothing” to well-behaved crawlers (RFC 9309).',
        priority: 'high',
        evidence: `${robotsUrl} answered HTTP ${robots.status}`,
      }),
    ];
  }
  const parsed = parseRobotsTxt(robots.body);
  const blocked = bots
    .filter((bot) => bot.type === 'ai_crawler' && (bot.robotsTokens?.length ?? 0) > 0)
    .map((bot) => ({ bot, decision: decideRobots(parsed, bot.robotsTokens ?? [], '/') }))
    .filter(({ decision }) => !decision.allowed);
  const answering = blocked.filter(({ bot }) => PURPOSES_TO_LET_IN.has(bot.purpose));
  const findings: OptimizeSuggestion[] = [];
  if (answering.length > 0) {
    const first = answering[0]?.decision;
    findings.push(
      rules({
        title: 'Let AI search and assistant crawlers read the site',
        detail: `robots.txt keeps out ${answering.length} crawler${answering.length === 1 ? '' : 's'} that answer people’s questions with your pages (${answering
          .slice(0, 6)
          .map(({ bot }) => `${bot.name} of ${bot.operator}`)
          .join(', ')}): the site cannot be cited in those answers.`,
        priority: 'high',
        evidence: first?.rule ? `${robotsUrl} line ${first.line}: ${first.rule}` : robotsUrl,
      }),
    );
  }
  const training = blocked.filter(({ bot }) => bot.purpose === 'training');
  if (training.length > 0) {
    findings.push(
      rules({
        title: 'Training crawlers are kept out',
        detail: `${training.length} AI training crawler${training.length === 1 ? ' is' : 's are'} blocked. That does not affect AI search, which uses other crawlers; keep it if it is your choice.`,
        priority: 'low',
        evidence: training
          .slice(0, 5)
          .map(({ bot, decision }) => `${bot.name}: ${decision.rule ?? 'blocked'}`)
          .join('; '),
      }),
    );
  }
  return findings;
}
