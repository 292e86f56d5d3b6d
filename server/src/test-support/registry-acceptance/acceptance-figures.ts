import type { BotClassification } from '@botlens/contracts';
import { classifyUserAgentUncached } from '../../modules/bots/classify-user-agent';
import { readRegistrySources } from '../../modules/bots/registry-update/source-files';
import { labelledBots } from './labelled-bots';
import { type AcceptanceFigures, measureAcceptance } from './measure';
import { TRICKY_HUMANS } from './tricky-humans';

/**
 * The acceptance figures of the product's classifier on our set: against our labels (what the targets
 * apply to) and, for comparison, against the sources' own labels (their tags and ai.robots.txt's
 * functions, uncorrected), which shows how much of the result rests on our reading of the operators.
 */
export function acceptanceFigures(): {
  ourLabels: AcceptanceFigures;
  sourceLabels: AcceptanceFigures;
  misses: Record<string, string[]>;
} {
  const sources = readRegistrySources();
  // Both label sets hold the same strings: each is classified once.
  const results = new Map<string, BotClassification>();
  const classify = (userAgent: string): BotClassification => {
    const known = results.get(userAgent);
    if (known) return known;
    const result = classifyUserAgentUncached(userAgent);
    results.set(userAgent, result);
    return result;
  };
  const ours = measureAcceptance(classify, labelledBots(sources), TRICKY_HUMANS);
  const theirs = measureAcceptance(classify, labelledBots(sources, { corrected: false }), TRICKY_HUMANS);
  return { ourLabels: ours.figures, sourceLabels: theirs.figures, misses: ours.misses };
}
