import type { Recommendation } from '@botlens/contracts';
import { ANSWER_CRAWLERS, type AuditEvidence, isNoindex, quote } from './audit-evidence';

/**
 * Whether AI answer engines may read the site at all: noindex, robots.txt, blocked crawlers, https. Each
 * cites the observation it comes from.
 */
export function accessRecommendations(evidence: AuditEvidence): Recommendation[] {
  const found: Recommendation[] = [];
  const add = (recommendation: Recommendation) => found.push(recommendation);
  const { facts, robots, technical } = evidence;

  if (isNoindex(facts)) {
    add({
      id: 'noindex',
      priority: 'critical',
      factor: 'aiAccess',
      title: 'Remove noindex from the home page',
      description:
        'The robots meta tag tells every search engine and AI crawler to leave the page out of its index, so no answer engine will cite it.',
      evidence: `${evidence.homeUrl}: <meta name="robots" content=${quote(facts.robotsMeta ?? '')}>`,
    });
  }
  if (robots.status !== null && robots.status >= 500) {
    add({
      id: 'robots-unreadable',
      priority: 'critical',
      factor: 'aiAccess',
      title: 'Make robots.txt answer',
      description:
        'A robots.txt that answers with a server error tells crawlers to assume the whole site is off limits (RFC 9309), so well-behaved AI crawlers read nothing.',
      evidence: `${robots.url} answered HTTP ${robots.status}`,
    });
  }
  const blocks = evidence.crawlerBlocks;
  if (blocks.length > 0 && !(robots.status !== null && robots.status >= 500)) {
    const answerBlocked = blocks.filter((b) => ANSWER_CRAWLERS.has(b.token));
    const lines = blocks
      .slice(0, 6)
      .map((b) =>
        b.line === null ? `${b.token}: ${b.rule}` : `${b.token}: line ${b.line} ${quote(b.rule, 60)}`,
      )
      .join('; ');
    add({
      id: 'ai-crawlers-blocked',
      priority: answerBlocked.length > 0 ? 'critical' : 'high',
      factor: 'aiAccess',
      title:
        answerBlocked.length > 0
          ? `Let AI search crawlers read the site (${answerBlocked.map((b) => b.token).join(', ')} blocked)`
          : `Review the AI crawlers robots.txt blocks (${blocks.map((b) => b.token).join(', ')})`,
      description:
        answerBlocked.length > 0
          ? 'These crawlers fetch pages to answer people’s questions in ChatGPT, Claude, Perplexity and others; blocked, the site cannot be cited there. Allow them in robots.txt (training crawlers such as GPTBot or CCBot can stay blocked if you prefer).'
          : 'Only training crawlers are blocked. That keeps the content out of future models but not out of AI search; make sure it is what you want.',
      evidence: `${robots.url}: ${lines}`,
    });
  }
  if (technical.validSsl === false) {
    add({
      id: 'invalid-certificate',
      priority: 'critical',
      factor: 'technical',
      title: 'Fix the TLS certificate',
      description:
        'Browsers and crawlers refuse the https version of the site, so it was read over plain http.',
      evidence: evidence.homeUrl,
    });
  } else if (!technical.httpsEnabled) {
    add({
      id: 'no-https',
      priority: 'high',
      factor: 'technical',
      title: 'Serve the site over https',
      description:
        'Pages on plain http are marked not secure and are ranked and cited less; redirect http to https.',
      evidence: `The home page was served at ${evidence.homeUrl}`,
    });
  }
  return found;
}
