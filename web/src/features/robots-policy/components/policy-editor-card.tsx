import type { AccessDecision, PolicyPurpose } from '@botlens/contracts';
import { DEFAULT_ROBOTS_POLICY } from '@botlens/contracts';
import { RotateCcw, Save, Undo2 } from 'lucide-react';
import type { Dispatch } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  hasUnsavedChanges,
  type OverrideScope,
  type PolicyEdit,
  type PolicyEditorState,
  samePolicy,
} from '../policy-editor';
import { OverridesEditor } from './overrides-editor';
import { PathRulesEditor } from './path-rules-editor';
import { PurposeDecisions } from './purpose-decisions';

type PolicyEditorCardProps = {
  editor: PolicyEditorState;
  dispatch: Dispatch<PolicyEdit>;
  saving: boolean;
  onSave: () => void;
};

/** The policy being edited: purposes, then overrides, then paths; saved as a new version. */
export function PolicyEditorCard({ editor, dispatch, saving, onSave }: PolicyEditorCardProps) {
  const unsaved = hasUnsavedChanges(editor);
  const isDefault = samePolicy(editor.draft, DEFAULT_ROBOTS_POLICY);
  const setOverride = (scope: OverrideScope, name: string, decision: AccessDecision) =>
    dispatch({ type: 'set-override', scope, name, decision });
  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex flex-col gap-3">
          <div className="space-y-1.5">
            <CardTitle level={2} className="flex flex-wrap items-center gap-2 text-lg">
              Policy
              {unsaved ? (
                <Badge variant="warning">Unsaved changes</Badge>
              ) : (
                <Badge variant="neutral">
                  {editor.baseVersion === 0 ? 'Default, never saved' : `Version ${editor.baseVersion}`}
                </Badge>
              )}
            </CardTitle>
            <CardDescription>
              Decide per purpose; an operator's or a bot's own decision wins over its purpose's.
            </CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={onSave} disabled={!unsaved || saving}>
              <Save aria-hidden="true" />
              {saving ? 'Saving...' : 'Save'}
            </Button>
            <Button
              variant="outline"
              onClick={() => dispatch({ type: 'loaded', policy: editor.saved, version: editor.baseVersion })}
              disabled={!unsaved || saving}
            >
              <Undo2 aria-hidden="true" />
              Discard changes
            </Button>
            <Button
              variant="outline"
              onClick={() => dispatch({ type: 'reset-to-default' })}
              disabled={isDefault || saving}
            >
              <RotateCcw aria-hidden="true" />
              Reset to default
            </Button>
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        <section className="space-y-3">
          <h3 className="font-semibold">By purpose</h3>
          <PurposeDecisions
            purposes={editor.draft.purposes}
            onChange={(purpose: PolicyPurpose, decision: AccessDecision) =>
              dispatch({ type: 'set-purpose', purpose, decision })
            }
          />
        </section>
        <section className="space-y-3">
          <h3 className="font-semibold">Overrides</h3>
          <OverridesEditor
            policy={editor.draft}
            onSet={setOverride}
            onRemove={(scope, name) => dispatch({ type: 'remove-override', scope, name })}
          />
        </section>
        <section className="space-y-3">
          <h3 className="font-semibold">Paths kept from every crawler</h3>
          <PathRulesEditor
            paths={editor.draft.blockedPaths}
            onAdd={(path) => dispatch({ type: 'add-path', path })}
            onRemove={(path) => dispatch({ type: 'remove-path', path })}
          />
        </section>
      </CardContent>
    </Card>
  );
}
