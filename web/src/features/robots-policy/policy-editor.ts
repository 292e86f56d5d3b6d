import {
  type AccessDecision,
  type BotPurpose,
  DEFAULT_ROBOTS_POLICY,
  POLICY_PURPOSE_OF,
  type PolicyPurpose,
  type RobotsPolicy,
  robotsPolicy,
} from '@botlens/contracts';

/** The overrides a policy keeps by name: per operator ('OpenAI') and per bot ('GPTBot'). */
export type OverrideScope = 'operators' | 'bots';

/**
 * The editor: the policy as last saved (or loaded) with the version it is, and the draft being edited.
 * A save sends the draft with `baseVersion`; the server refuses it when a newer version exists.
 */
export type PolicyEditorState = { baseVersion: number; saved: RobotsPolicy; draft: RobotsPolicy };

export type PolicyEdit =
  /** The server's policy replaces both the saved policy and the draft (first load, Reload, a save's answer). */
  | { type: 'loaded'; policy: RobotsPolicy; version: number }
  /** A newer version exists and the person keeps their draft: the next save goes over that version. */
  | { type: 'rebased'; policy: RobotsPolicy; version: number }
  | { type: 'set-purpose'; purpose: PolicyPurpose; decision: AccessDecision }
  | { type: 'set-override'; scope: OverrideScope; name: string; decision: AccessDecision }
  | { type: 'remove-override'; scope: OverrideScope; name: string }
  /** Only a path that pathRuleError accepts: the reducer trusts it. */
  | { type: 'add-path'; path: string }
  | { type: 'remove-path'; path: string }
  | { type: 'reset-to-default' };

export function initialEditorState(policy: RobotsPolicy, version: number): PolicyEditorState {
  return { baseVersion: version, saved: policy, draft: policy };
}

export function policyEditorReducer(state: PolicyEditorState, edit: PolicyEdit): PolicyEditorState {
  const draft = state.draft;
  switch (edit.type) {
    case 'loaded':
      return initialEditorState(edit.policy, edit.version);
    case 'rebased':
      return { ...state, baseVersion: edit.version, saved: edit.policy };
    case 'set-purpose':
      return {
        ...state,
        draft: { ...draft, purposes: { ...draft.purposes, [edit.purpose]: edit.decision } },
      };
    case 'set-override':
      return {
        ...state,
        draft: { ...draft, [edit.scope]: { ...draft[edit.scope], [edit.name]: edit.decision } },
      };
    case 'remove-override': {
      const { [edit.name]: _removed, ...rest } = draft[edit.scope];
      return { ...state, draft: { ...draft, [edit.scope]: rest } };
    }
    case 'add-path':
      if (draft.blockedPaths.includes(edit.path)) return state;
      return { ...state, draft: { ...draft, blockedPaths: [...draft.blockedPaths, edit.path] } };
    case 'remove-path':
      return {
        ...state,
        draft: { ...draft, blockedPaths: draft.blockedPaths.filter((path) => path !== edit.path) },
      };
    case 'reset-to-default':
      return { ...state, draft: DEFAULT_ROBOTS_POLICY };
  }
}

/** A policy written the same way whatever order its overrides were added in, to compare two of them. */
function canonical(policy: RobotsPolicy): string {
  const sorted = (record: Record<string, string>) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify({
    purposes: sorted(policy.purposes),
    operators: sorted(policy.operators),
    bots: sorted(policy.bots),
    blockedPaths: policy.blockedPaths,
  });
}

export function samePolicy(a: RobotsPolicy, b: RobotsPolicy): boolean {
  return canonical(a) === canonical(b);
}

/** Whether the draft differs from what was saved: the unsaved-changes mark and the Save button read it. */
export function hasUnsavedChanges(state: PolicyEditorState): boolean {
  return !samePolicy(state.draft, state.saved);
}

/**
 * Why a path cannot be added, in the contract's words (it starts with /, no spaces or #, at most 512
 * characters, at most 50 rules), or because it is already there; undefined when it can. The path is
 * checked as the server will store it: trimmed.
 */
export function pathRuleError(paths: readonly string[], candidate: string): string | undefined {
  const path = candidate.trim();
  if (path === '') return 'Type a path, such as /private/';
  if (paths.includes(path)) return `${path} is already in the list`;
  const checked = robotsPolicy.shape.blockedPaths.safeParse([...paths, path]);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/**
 * The decision a new bot override starts with: the opposite of what its purpose already decides (an
 * override that agrees with its purpose changes nothing). An operator's bots may have several purposes: its
 * override starts as a block, the usual reason to name one.
 */
export function newOverrideDecision(policy: RobotsPolicy, purpose: BotPurpose | undefined): AccessDecision {
  if (purpose === undefined) return 'block';
  return policy.purposes[POLICY_PURPOSE_OF[purpose]] === 'block' ? 'allow' : 'block';
}
