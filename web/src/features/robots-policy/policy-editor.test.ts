import { DEFAULT_ROBOTS_POLICY, type RobotsPolicy } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import {
  hasUnsavedChanges,
  initialEditorState,
  newOverrideDecision,
  pathRuleError,
  policyEditorReducer,
  samePolicy,
} from './policy-editor';

const SAVED: RobotsPolicy = {
  ...DEFAULT_ROBOTS_POLICY,
  operators: { OpenAI: 'block' },
  bots: { GPTBot: 'block' },
  blockedPaths: ['/private/'],
};

describe('policyEditorReducer', () => {
  const start = initialEditorState(SAVED, 3);

  it('starts with the draft equal to the saved policy, so nothing is unsaved', () => {
    expect(start).toEqual({ baseVersion: 3, saved: SAVED, draft: SAVED });
    expect(hasUnsavedChanges(start)).toBe(false);
  });

  it('changes a purpose in the draft only, and marks the change unsaved', () => {
    const next = policyEditorReducer(start, { type: 'set-purpose', purpose: 'search', decision: 'block' });
    expect(next.draft.purposes.search).toBe('block');
    expect(next.saved.purposes.search).toBe('allow');
    expect(hasUnsavedChanges(next)).toBe(true);
  });

  it('adds, changes and removes overrides by operator and by bot', () => {
    let next = policyEditorReducer(start, {
      type: 'set-override',
      scope: 'bots',
      name: 'ClaudeBot',
      decision: 'allow',
    });
    next = policyEditorReducer(next, {
      type: 'set-override',
      scope: 'operators',
      name: 'OpenAI',
      decision: 'allow',
    });
    expect(next.draft.bots).toEqual({ GPTBot: 'block', ClaudeBot: 'allow' });
    expect(next.draft.operators).toEqual({ OpenAI: 'allow' });
    next = policyEditorReducer(next, { type: 'remove-override', scope: 'bots', name: 'GPTBot' });
    expect(next.draft.bots).toEqual({ ClaudeBot: 'allow' });
  });

  it('adds a path once and removes it', () => {
    let next = policyEditorReducer(start, { type: 'add-path', path: '/drafts/' });
    next = policyEditorReducer(next, { type: 'add-path', path: '/drafts/' });
    expect(next.draft.blockedPaths).toEqual(['/private/', '/drafts/']);
    next = policyEditorReducer(next, { type: 'remove-path', path: '/private/' });
    expect(next.draft.blockedPaths).toEqual(['/drafts/']);
  });

  it('resets the draft to the default policy and keeps the saved one to compare with', () => {
    const next = policyEditorReducer(start, { type: 'reset-to-default' });
    expect(next.draft).toEqual(DEFAULT_ROBOTS_POLICY);
    expect(next.saved).toEqual(SAVED);
    expect(hasUnsavedChanges(next)).toBe(true);
  });

  it('a change undone by hand is no longer unsaved', () => {
    let next = policyEditorReducer(start, { type: 'set-purpose', purpose: 'training', decision: 'allow' });
    next = policyEditorReducer(next, { type: 'set-purpose', purpose: 'training', decision: 'block' });
    expect(hasUnsavedChanges(next)).toBe(false);
  });

  it('a load replaces the draft; a rebase keeps it over the newer version', () => {
    const edited = policyEditorReducer(start, { type: 'add-path', path: '/drafts/' });
    const newer = { ...SAVED, blockedPaths: [] };
    const rebased = policyEditorReducer(edited, { type: 'rebased', policy: newer, version: 5 });
    expect(rebased.baseVersion).toBe(5);
    expect(rebased.draft).toEqual(edited.draft);
    expect(rebased.saved).toEqual(newer);
    const loaded = policyEditorReducer(edited, { type: 'loaded', policy: newer, version: 5 });
    expect(loaded).toEqual({ baseVersion: 5, saved: newer, draft: newer });
  });
});

describe('samePolicy', () => {
  it('ignores the order overrides were added in, not the order of path rules', () => {
    const a = { ...SAVED, bots: { A: 'block', B: 'allow' } } satisfies RobotsPolicy;
    const b = { ...SAVED, bots: { B: 'allow', A: 'block' } } satisfies RobotsPolicy;
    expect(samePolicy(a, b)).toBe(true);
    expect(samePolicy({ ...a, blockedPaths: ['/a', '/b'] }, { ...a, blockedPaths: ['/b', '/a'] })).toBe(
      false,
    );
  });
});

describe('pathRuleError', () => {
  it('accepts a robots.txt path pattern, trimmed', () => {
    expect(pathRuleError([], '  /private/  ')).toBeUndefined();
    expect(pathRuleError([], '/*.pdf$')).toBeUndefined();
  });

  it("refuses in the contract's words", () => {
    expect(pathRuleError([], 'private')).toBe('A path rule starts with / and has no spaces or #');
    expect(pathRuleError([], '/a b')).toBe('A path rule starts with / and has no spaces or #');
    expect(pathRuleError([], '/#x')).toBe('A path rule starts with / and has no spaces or #');
    expect(pathRuleError([], `/${'a'.repeat(512)}`)).toBe('A path rule must be at most 512 characters');
    const fifty = Array.from({ length: 50 }, (_, index) => `/p${index}`);
    expect(pathRuleError(fifty, '/one-more')).toBe('At most 50 path rules');
  });

  it('refuses an empty path and one already listed', () => {
    expect(pathRuleError([], '   ')).toBe('Type a path, such as /private/');
    expect(pathRuleError(['/private/'], '/private/')).toBe('/private/ is already in the list');
  });
});

describe('newOverrideDecision', () => {
  it("starts a bot's override opposite to its purpose's decision, and an operator's as a block", () => {
    expect(newOverrideDecision(DEFAULT_ROBOTS_POLICY, 'training')).toBe('allow');
    expect(newOverrideDecision(DEFAULT_ROBOTS_POLICY, 'search')).toBe('block');
    // The registry's purposes are grouped as the policy decides on them: a feed reader is a preview.
    const noPreviews = {
      ...DEFAULT_ROBOTS_POLICY,
      purposes: { ...DEFAULT_ROBOTS_POLICY.purposes, preview: 'block' as const },
    };
    expect(newOverrideDecision(noPreviews, 'feed-reader')).toBe('allow');
    expect(newOverrideDecision(DEFAULT_ROBOTS_POLICY, undefined)).toBe('block');
  });
});
