import type { HitOutcome } from './hit';

/** What a committed batch did with each of its hits: S stored, D already stored (a resend), E expired. */
type OutcomeCode = 'S' | 'D' | 'E';

function codeOf(outcome: HitOutcome): OutcomeCode {
  if (outcome.expired) return 'E';
  return outcome.stored ? 'S' : 'D';
}

/**
 * A batch's outcomes as runs ("S998D2"): a thousand hits usually take a few characters, so the ledger row
 * stays small. Failed hits never reach a committed batch (they are given up on alone, uncommitted).
 */
export function encodeOutcomes(outcomes: readonly HitOutcome[]): string {
  let encoded = '';
  let runCode: OutcomeCode | undefined;
  let runLength = 0;
  for (const outcome of outcomes) {
    const code = codeOf(outcome);
    if (code === runCode) {
      runLength++;
      continue;
    }
    if (runCode) encoded += `${runCode}${runLength}`;
    runCode = code;
    runLength = 1;
  }
  if (runCode) encoded += `${runCode}${runLength}`;
  return encoded;
}

export class LedgerMismatchError extends Error {}

/**
 * The codes of `encoded`, one per hit; throws when they are not exactly `hitCount` (a ledger row written for
 * another batch under the same id, which the ids make impossible, must not be read as this one's).
 */
export function decodeOutcomes(encoded: string, hitCount: number): OutcomeCode[] {
  const codes: OutcomeCode[] = [];
  for (const [, code, length] of encoded.matchAll(/([SDE])(\d+)/g)) {
    for (let i = 0; i < Number(length) && codes.length <= hitCount; i++) codes.push(code as OutcomeCode);
  }
  if (codes.length !== hitCount || encoded.replace(/[SDE]\d+/g, '') !== '') {
    throw new LedgerMismatchError(
      `ledger outcomes "${encoded.slice(0, 40)}" do not describe ${hitCount} hits`,
    );
  }
  return codes;
}
