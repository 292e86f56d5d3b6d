import type { RobotsPolicy, RobotsPolicyState, Website } from '@botlens/contracts';
import { BookText, FileCode, FlaskConical, History, RefreshCw, ScanSearch, ShieldAlert } from 'lucide-react';
import { useEffect, useReducer, useState } from 'react';
import { Callout } from '@/components/callout';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PlanRefusalBox } from '@/features/billing/components/plan-refusal-box';
import { type PlanRefusal, planRefusalOf } from '@/features/billing/plan-refusal';
import { showErrorToast } from '@/lib/use-api-mutation';
import { hasUnsavedChanges, initialEditorState, policyEditorReducer } from '../policy-editor';
import { useDebouncedValue } from '../use-debounced-value';
import {
  useRobotsOutputsQuery,
  useRobotsPreviewQuery,
  useSaveRobotsPolicyMutation,
} from '../use-robots-policy-queries';
import { CompliancePanel } from './compliance-panel';
import { LlmsTxtPanel } from './llms-txt-panel';
import { OutputsPanel } from './outputs-panel';
import { PolicyEditorCard } from './policy-editor-card';
import { ServedCheckPanel } from './served-check-panel';
import { SimulationPanel } from './simulation-panel';
import { VersionHistory } from './version-history';

type PolicyWorkspaceProps = {
  website: Website;
  initial: RobotsPolicyState;
  /** Reads the stored policy again; undefined when that failed. */
  reload: () => Promise<RobotsPolicyState | null | undefined>;
};

/** The editor, its versions, and everything the policy produces and is checked against. */
export function PolicyWorkspace({ website, initial, reload }: PolicyWorkspaceProps) {
  const [editor, dispatch] = useReducer(policyEditorReducer, initial, (state) =>
    initialEditorState(state.policy, state.version),
  );
  const [versions, setVersions] = useState(initial);
  const [conflict, setConflict] = useState(false);
  const [refusal, setRefusal] = useState<PlanRefusal | null>(null);
  const [reloading, setReloading] = useState(false);
  const [viewed, setViewed] = useState<number | undefined>();
  const save = useSaveRobotsPolicyMutation(website.id);
  const unsaved = hasUnsavedChanges(editor);
  useLeaveWarning(unsaved);

  const onSave = () =>
    save.mutate(
      { policy: editor.draft, baseVersion: editor.baseVersion },
      {
        onSuccess: (state) => {
          dispatch({ type: 'loaded', policy: state.policy, version: state.version });
          setVersions(state);
          setConflict(false);
          setRefusal(null);
          setViewed(undefined);
        },
        onError: (error) => {
          const planRefusal = planRefusalOf(error);
          if (error.status === 409) setConflict(true);
          else if (planRefusal) setRefusal(planRefusal);
          else showErrorToast({ title: 'Save Failed' }, error);
        },
      },
    );

  const resolveConflict = async (keepDraft: boolean) => {
    setReloading(true);
    try {
      const state = await reload();
      if (!state) return;
      dispatch({ type: keepDraft ? 'rebased' : 'loaded', policy: state.policy, version: state.version });
      setVersions(state);
      setConflict(false);
    } finally {
      setReloading(false);
    }
  };

  return (
    <div className="space-y-6">
      {refusal && <PlanRefusalBox title="Save Failed" refusal={refusal} />}
      {conflict && (
        <Callout
          tone="danger"
          role="alert"
          title="This policy was saved elsewhere while you edited it"
          action={
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => void resolveConflict(false)}
                disabled={reloading}
              >
                <RefreshCw aria-hidden="true" className={reloading ? 'animate-spin' : undefined} />
                Reload
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => void resolveConflict(true)}
                disabled={reloading}
              >
                Keep my changes
              </Button>
            </div>
          }
        >
          <p>
            Your changes are not saved, and still here. Reload to see the newest version (your changes are
            replaced by it), or keep your changes and save them over it.
          </p>
        </Callout>
      )}
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 xl:col-span-2">
          <PolicyEditorCard editor={editor} dispatch={dispatch} saving={save.isPending} onSave={onSave} />
        </div>
        <Card className="min-w-0 self-start">
          <CardHeader>
            <CardTitle level={2} className="flex items-center gap-2 text-lg">
              <History aria-hidden="true" className="size-4" />
              Versions
            </CardTitle>
            <CardDescription>View the outputs of any saved version.</CardDescription>
          </CardHeader>
          <CardContent>
            <VersionHistory
              versions={versions.versions}
              inForce={versions.version}
              viewed={viewed}
              onView={setViewed}
            />
          </CardContent>
        </Card>
      </div>
      <PolicyResults
        website={website}
        viewed={viewed}
        draft={unsaved ? editor.draft : null}
        onBackToInForce={() => setViewed(undefined)}
      />
    </div>
  );
}

type PolicyResultsProps = {
  website: Website;
  viewed: number | undefined;
  /** The editor's policy while it has unsaved changes: the files and the simulation show it. */
  draft: RobotsPolicy | null;
  onBackToInForce: () => void;
};

function PolicyResults({ website, viewed, draft, onBackToInForce }: PolicyResultsProps) {
  const stored = useRobotsOutputsQuery(website.id, viewed);
  // The draft is previewed once it has stopped changing for a moment, not on every click.
  const previewed = useDebouncedValue(viewed === undefined ? draft : null, 400);
  const preview = useRobotsPreviewQuery(website.id, previewed);
  const showsDraft = previewed !== null && draft !== null;
  const outputs = showsDraft ? preview : stored;
  // A draft the plan does not allow (a custom policy on the free plan): the way to the plans, not Try again.
  const refusal = outputs.isError ? planRefusalOf(outputs.error) : undefined;
  return (
    <section aria-labelledby="policy-results" className="space-y-4">
      <h2 id="policy-results" className="text-lg font-semibold">
        {viewed !== undefined
          ? `What version ${viewed} does`
          : showsDraft
            ? 'What your unsaved changes would do'
            : 'What the policy in force does'}
      </h2>
      {viewed !== undefined && (
        <Callout
          tone="info"
          title={`Showing version ${viewed}, which is not in force`}
          action={
            <Button variant="outline" size="sm" onClick={onBackToInForce}>
              Back to the version in force
            </Button>
          }
        />
      )}
      {draft !== null && viewed === undefined && (
        <Callout tone="warning" title="Previewing unsaved changes">
          <p>
            The files and the simulation show your changes; nothing is in force until you save. Compliance and
            the served files are about the site as it is.
          </p>
        </Callout>
      )}
      {draft !== null && viewed !== undefined && (
        <Callout tone="warning" title="Unsaved changes are not in these results">
          <p>Go back to the version in force to preview them.</p>
        </Callout>
      )}
      <Tabs defaultValue="outputs">
        <TabsList
          aria-label="Policy results"
          className="flex h-auto w-full flex-wrap justify-start gap-1 sm:w-auto"
        >
          <TabsTrigger value="outputs">
            <FileCode aria-hidden="true" />
            Files and rules
          </TabsTrigger>
          <TabsTrigger value="simulation">
            <FlaskConical aria-hidden="true" />
            Simulation
          </TabsTrigger>
          <TabsTrigger value="compliance">
            <ShieldAlert aria-hidden="true" />
            Compliance
          </TabsTrigger>
          <TabsTrigger value="served">
            <ScanSearch aria-hidden="true" />
            Served files
          </TabsTrigger>
          <TabsTrigger value="llms">
            <BookText aria-hidden="true" />
            llms.txt
          </TabsTrigger>
        </TabsList>
        <TabsContent value="outputs">
          {refusal ? (
            <PlanRefusalBox title="Could not preview your changes" refusal={refusal} />
          ) : (
            <QueryState
              query={outputs}
              errorTitle="Could not load the outputs"
              skeleton={<Skeleton className="h-96" />}
            >
              {(data) => <OutputsPanel outputs={data} />}
            </QueryState>
          )}
        </TabsContent>
        <TabsContent value="simulation">
          <QueryState
            query={outputs}
            errorTitle="Could not load the policy's robots.txt"
            skeleton={<Skeleton className="h-96" />}
          >
            {(data) => <SimulationPanel websiteId={website.id} outputs={data} />}
          </QueryState>
        </TabsContent>
        <TabsContent value="compliance">
          <CompliancePanel websiteId={website.id} />
        </TabsContent>
        <TabsContent value="served">
          <ServedCheckPanel websiteId={website.id} />
        </TabsContent>
        <TabsContent value="llms">
          <LlmsTxtPanel websiteId={website.id} />
        </TabsContent>
      </Tabs>
    </section>
  );
}

/** Asks before the tab is closed or reloaded while the draft has changes nobody saved. */
function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
