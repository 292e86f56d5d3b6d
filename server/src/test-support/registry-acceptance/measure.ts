import type { BotClassification } from '@botlens/contracts';
import { whyNotAName } from '../../modules/bots/registry-update/bot-names';
import type { LabelledBot } from './labelled-bots';

export type AcceptanceFigures = {
  bots: number;
  aiAgents: number;
  trickyHumans: number;
  /** Shares in percent, two decimals. */
  detection: number;
  aiTypedAi: number;
  aiPurposeRight: number;
  namesNotNames: number;
  purposeKnown: number;
  typeRight: number;
  precision: number;
  recall: number;
  trickyHumansTakenForBots: number;
};

/** The acceptance targets; the figures must reach them on our own set. */
export const ACCEPTANCE_TARGETS = {
  detection: 99.5,
  aiTypedAi: 97,
  aiPurposeRight: 90,
  namesNotNames: 0.5,
  purposeKnown: 75,
  typeRight: 98.5,
  precision: 99,
  recall: 98,
  trickyHumansTakenForBots: 0,
} as const;

type Classify = (userAgent: string) => BotClassification;

/** Classifies every string of the set with the product's classifier and counts against the labels. */
export function measureAcceptance(
  classify: Classify,
  bots: readonly LabelledBot[],
  humans: readonly string[],
): { figures: AcceptanceFigures; misses: Record<string, string[]> } {
  const results = bots.map((bot) => ({ bot, result: classify(bot.userAgent) }));
  const detected = results.filter(({ result }) => result.isBot);
  const ai = results.filter(({ bot }) => bot.ai);
  const humansAsBots = humans.filter((userAgent) => classify(userAgent).isBot);
  const misses = {
    undetected: results.filter(({ result }) => !result.isBot).map(({ bot }) => bot.userAgent),
    aiNotTypedAi: ai.filter(({ result }) => result.type !== 'ai_crawler').map(describe),
    aiPurposeWrong: ai.filter(({ bot, result }) => result.purpose !== bot.purpose).map(describe),
    notNames: detected.filter(({ result }) => whyNotAName(result.name ?? '') !== undefined).map(describe),
    typeWrong: results.filter(({ bot, result }) => result.type !== bot.type).map(describe),
    purposeUnknown: detected.filter(({ result }) => result.purpose === 'unknown').map(describe),
    humansAsBots,
  };
  const truePositives = detected.length;
  const figures: AcceptanceFigures = {
    bots: bots.length,
    aiAgents: ai.length,
    trickyHumans: humans.length,
    detection: percent(truePositives, bots.length),
    aiTypedAi: percent(ai.length - misses.aiNotTypedAi.length, ai.length),
    aiPurposeRight: percent(ai.length - misses.aiPurposeWrong.length, ai.length),
    namesNotNames: percent(misses.notNames.length, detected.length),
    purposeKnown: percent(detected.length - misses.purposeUnknown.length, detected.length),
    typeRight: percent(bots.length - misses.typeWrong.length, bots.length),
    precision: percent(truePositives, truePositives + humansAsBots.length),
    recall: percent(truePositives, bots.length),
    trickyHumansTakenForBots: humansAsBots.length,
  };
  return { figures, misses };
}

function describe({ bot, result }: { bot: LabelledBot; result: BotClassification }): string {
  return `${result.name} (${result.type}/${result.purpose}, expected ${bot.type}/${bot.purpose}) ← ${bot.origin}: ${bot.userAgent}`;
}

function percent(part: number, whole: number): number {
  return whole === 0 ? 100 : Math.round((part / whole) * 10_000) / 100;
}
