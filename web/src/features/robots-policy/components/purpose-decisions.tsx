import {
  type AccessDecision,
  POLICY_PURPOSE_LABELS,
  POLICY_PURPOSES,
  type PolicyPurpose,
  type RobotsPolicy,
} from '@botlens/contracts';
import { DecisionToggle } from './decision-toggle';

type PurposeDecisionsProps = {
  purposes: RobotsPolicy['purposes'];
  onChange: (purpose: PolicyPurpose, decision: AccessDecision) => void;
};

/** One decision per purpose: the first thing a policy says, before any operator or bot. */
export function PurposeDecisions({ purposes, onChange }: PurposeDecisionsProps) {
  return (
    <ul className="divide-y">
      {POLICY_PURPOSES.map((purpose) => (
        <li key={purpose} className="py-2.5 first:pt-0 last:pb-0">
          <DecisionToggle
            name={`purpose-${purpose}`}
            label={POLICY_PURPOSE_LABELS[purpose]}
            value={purposes[purpose] ?? 'allow'}
            onChange={(decision) => onChange(purpose, decision)}
          />
        </li>
      ))}
    </ul>
  );
}
