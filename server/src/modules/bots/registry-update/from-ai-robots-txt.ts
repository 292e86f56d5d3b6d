import { AI_ROBOTS_TXT_CURATION } from './ai-robots-txt-curation';
import { type Candidate, type SourceCandidates, TIERS } from './candidate';
import { patternForToken } from './product-token';
import type { AiRobotsTxtEntry } from './source-files';
import { aiPurposeFromFunction } from './source-purposes';

const UNCLEAR = /^(?:unclear at this time|unknown|no information provided)\.?$/i;
const KNOWN_AGENTS_PAGE = /https:\/\/knownagents\.com\/agents\/[\w.-]+/;

/**
 * ai.robots.txt's agents as registry candidates. A key is a robots.txt token ('GPTBot'), sometimes with a
 * version or written twice in different case ('MistralAI-User/1.0', 'Meta-ExternalAgent'): those are one
 * bot. Its strings are composed in the two shapes AI agents send: a bare 'Token/1.0' and the token inside
 * a browser-like string.
 */
export function candidatesFromAiRobotsTxt(
  entries: Readonly<Record<string, AiRobotsTxtEntry>>,
): SourceCandidates {
  const result: SourceCandidates = { candidates: [], dropped: [], problems: [] };
  for (const [token, keys] of groupKeysByToken(Object.keys(entries))) {
    const origin = `ai.robots.txt ${JSON.stringify(keys.join(', '))}`;
    const curation = AI_ROBOTS_TXT_CURATION[token] ?? {};
    if (curation.drop) {
      result.dropped.push({ origin, reason: curation.drop });
      continue;
    }
    const described = keys.map((key) => entries[key]).filter((entry) => entry !== undefined);
    const best = described.find((entry) => !UNCLEAR.test(entry.operator)) ?? described[0];
    if (!best) continue;
    const name = curation.name ?? token;
    const operator = curation.operator ?? operatorFrom(best.operator);
    const doubts: string[] = [];
    if (!operator) doubts.push(`${origin}: no operator; curate it`);
    const purpose = curation.purpose ?? aiPurposeFromFunction(best.function, best.description, name);
    if (purpose === 'unknown') doubts.push(`${origin}: no purpose in ${JSON.stringify(best.function)}`);
    const docsUrl = curation.docsUrl ?? described.map(documentationOf).find(Boolean);
    const candidate: Candidate = {
      name,
      pattern: curation.pattern ?? patternForToken(token),
      type: curation.type ?? 'ai_crawler',
      operator: operator ?? 'Unknown',
      purpose,
      robotsTokens: curation.robotsTokens ?? [token],
      source: 'ai.robots.txt',
      tier: TIERS.sourceBot,
      instances: curation.instances ?? composedStrings(token),
      origin,
      doubts,
    };
    if (docsUrl) candidate.docsUrl = docsUrl;
    if (curation.note) candidate.note = curation.note;
    result.candidates.push(candidate);
  }
  return result;
}

/** 'MistralAI-User/1.0' → 'MistralAI-User', 'Brightbot 1.0' → 'Brightbot'; keys differing in case are one. */
function groupKeysByToken(keys: readonly string[]): Map<string, string[]> {
  const byLowerToken = new Map<string, { token: string; keys: string[] }>();
  for (const key of keys) {
    const token = key.replace(/[/ ]v?\d+(?:\.\d+)*$/, '');
    const group = byLowerToken.get(token.toLowerCase()) ?? { token, keys: [] };
    group.keys.push(key);
    byLowerToken.set(token.toLowerCase(), group);
  }
  return new Map([...byLowerToken.values()].map((group) => [group.token, group.keys]));
}

/**
 * '[Ai2](https://allenai.org/crawler)' → 'Ai2'; 'Cohere to download training data…' → 'Cohere';
 * 'Butterfly Effect, a company based in China' → 'Butterfly Effect'. Unclear or long prose: undefined.
 */
export function operatorFrom(text: string): string | undefined {
  const link = /^\[([^\]]+)\]\(/.exec(text.trim());
  if (link?.[1]) return link[1].trim();
  if (UNCLEAR.test(text.trim()) || /^https?:\/\//.test(text.trim())) return undefined;
  const head =
    text
      .split(/ that | to |, | \(| used |\/| which /)[0]
      ?.replace(/^the /i, '')
      .trim() ?? '';
  return head.length > 0 && head.length <= 40 && !/[[\]]/.test(head) ? head : undefined;
}

/** The operator's own page where the entry links one, else the knownagents.com page it cites. */
function documentationOf(entry: AiRobotsTxtEntry): string | undefined {
  const link = /^\[[^\]]+\]\((https?:\/\/[^)\s]+)\)/.exec(entry.operator.trim())?.[1];
  if (link) return link;
  if (/^https?:\/\/\S+$/.test(entry.operator.trim())) return entry.operator.trim();
  return KNOWN_AGENTS_PAGE.exec(entry.description)?.[0];
}

/** The two shapes AI agents' strings take, for checking that the registry names the token's bot. */
export function composedStrings(token: string): string[] {
  return [
    `Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ${token}/1.0; +https://example.com/bot)`,
    `${token}/1.0`,
  ];
}
