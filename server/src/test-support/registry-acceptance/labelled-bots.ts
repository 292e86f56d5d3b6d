import type { BotPurpose, BotType } from '@botlens/contracts';
import { composedStrings } from '../../modules/bots/registry-update/from-ai-robots-txt';
import type { RegistrySources } from '../../modules/bots/registry-update/source-files';
import {
  aiPurposeFromFunction,
  purposeFromTags,
  typeFromTags,
} from '../../modules/bots/registry-update/source-purposes';
import {
  type AgentLabel,
  AI_AGENT_LABELS,
  AI_AGENTS_SEEN_IN_BOT_LISTS,
  LABELS_BY_TOKEN,
  PEOPLE_IN_SOURCES,
} from './labels';

/** A bot's string with the type and purpose a careful reader gives it; ai marks the AI agents. */
export type LabelledBot = {
  userAgent: string;
  origin: string;
  type: BotType;
  purpose: BotPurpose;
  ai: boolean;
};

/**
 * The acceptance set's bots, built from the sources rather than from any held-out list: every string
 * crawler-user-agents lists for a bot, ai.robots.txt's agents in the three shapes their strings take, and
 * AI agents public bot lists show. Labels come from the sources' own tags and functions, corrected where
 * they contradict what the operators document (labels.ts says why each time).
 */
export function labelledBots(sources: RegistrySources, { corrected = true } = {}): LabelledBot[] {
  const aiTokens = aiTokenLabels(sources, corrected);
  const bots: LabelledBot[] = [];
  for (const entry of sources.crawlerUserAgents.entries) {
    if (PEOPLE_IN_SOURCES.has(entry.pattern)) continue;
    const tags = entry.tags ?? [];
    for (const userAgent of entry.instances ?? []) {
      const origin = `crawler-user-agents ${JSON.stringify(entry.pattern)}`;
      const token = aiTokens.find(({ pattern }) => pattern.test(userAgent));
      const byTags = { type: typeFromTags(tags), purpose: purposeFromTags(tags, entry.pattern) };
      const label = token
        ? { type: token.type, purpose: token.purpose, ai: token.type === 'ai_crawler' }
        : { ...byTags, ai: tags.includes('ai-crawler') };
      const correction = corrected ? LABELS_BY_TOKEN.find(([pattern]) => pattern.test(userAgent))?.[1] : {};
      bots.push({ userAgent, origin, ...label, ...correction });
    }
  }
  for (const { token, purpose, type, strings } of aiTokens) {
    const domain = `${token.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`;
    for (const userAgent of strings ?? [
      ...composedStrings(token),
      `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36; compatible; ${token}/1.1; +https://${domain}/bot`,
    ]) {
      bots.push({ userAgent, origin: `ai.robots.txt "${token}"`, type, purpose, ai: type === 'ai_crawler' });
    }
  }
  for (const [userAgent, purpose] of AI_AGENTS_SEEN_IN_BOT_LISTS) {
    bots.push({ userAgent, origin: 'AI agents in public bot lists', type: 'ai_crawler', purpose, ai: true });
  }
  const seen = new Set<string>();
  return bots.filter((bot) => !seen.has(bot.userAgent) && seen.add(bot.userAgent));
}

type AiTokenLabel = {
  token: string;
  pattern: RegExp;
  type: BotType;
  purpose: BotPurpose;
  strings?: readonly string[];
};

/**
 * ai.robots.txt's agents (one per token, versions and case aside) with their labels: ours, or uncorrected
 * the file's own (every agent AI, its purpose read from its function).
 */
function aiTokenLabels(sources: RegistrySources, corrected: boolean): AiTokenLabel[] {
  const labels = new Map<string, AiTokenLabel>();
  for (const [key, entry] of Object.entries(sources.aiRobotsTxt.entries)) {
    const token = key.replace(/[/ ]v?\d+(?:\.\d+)*$/, '');
    if (labels.has(token.toLowerCase()) || PEOPLE_IN_SOURCES.has(token)) continue;
    const label = AI_AGENT_LABELS[token];
    const ours: AgentLabel | undefined = corrected
      ? label
      : { pattern: label?.pattern, strings: label?.strings };
    const purpose = ours?.purpose ?? aiPurposeFromFunction(entry.function, entry.description, token);
    const escaped = token.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    labels.set(token.toLowerCase(), {
      token,
      // A token read as a word; short ones only as written, where they could be ordinary words.
      pattern: ours?.pattern ?? new RegExp(`\\b${escaped}\\b`, token.length <= 6 ? '' : 'i'),
      type: ours?.type ?? 'ai_crawler',
      purpose,
      ...(ours?.strings ? { strings: ours.strings } : {}),
    });
  }
  return [...labels.values()];
}
