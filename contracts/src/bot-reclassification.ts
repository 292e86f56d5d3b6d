import { z } from 'zod';

/**
 * The steps of reclassifying stored history to the registry a server runs, in order: gather the distinct
 * user agents, classify each once, then rename bot sessions, raw hits, and the rollups older than the raw
 * hits. `finished` and `superseded` (a newer registry took over before it finished) end a run.
 */
export const RECLASSIFICATION_STEPS = ['collecting', 'classifying', 'sessions', 'hits', 'rollups'] as const;
export const reclassificationStep = z.enum(RECLASSIFICATION_STEPS);
export type ReclassificationStep = z.infer<typeof reclassificationStep>;
export const reclassificationPhase = z.enum([...RECLASSIFICATION_STEPS, 'finished', 'superseded']);
export type ReclassificationPhase = z.infer<typeof reclassificationPhase>;

/** What each step works through, as the administrator's tab names it. */
export const RECLASSIFICATION_STEP_LABELS: Record<ReclassificationStep, string> = {
  collecting: 'Finding stored user agents',
  classifying: 'Classifying user agents',
  sessions: 'Bot sessions',
  hits: 'Stored hits',
  rollups: 'Hourly history',
};

export const reclassificationStepProgress = z.object({
  step: reclassificationStep,
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** Rows given a new name, type, operator or purpose (user agents: those the registry now reads otherwise). */
  changed: z.number().int().nonnegative(),
});
export type ReclassificationStepProgress = z.infer<typeof reclassificationStepProgress>;

export const reclassificationRun = z.object({
  id: z.number().int(),
  targetFingerprint: z.string(),
  trigger: z.enum(['start', 'admin', 'command']),
  requestedBy: z.number().int().nullable(),
  phase: reclassificationPhase,
  steps: z.array(reclassificationStepProgress),
  /** The whole run, 0 to 1. */
  progress: z.number().min(0).max(1),
  lastError: z.string().nullable(),
  startedAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ReclassificationRun = z.infer<typeof reclassificationRun>;

/** GET (and POST, which starts a run) /api/admin/bots/reclassification. */
export const reclassificationStateResponse = z.object({
  /** The registry this server classifies with. */
  registryFingerprint: z.string(),
  /** The registry stored history was last reclassified to; null before the first run finished. */
  dataFingerprint: z.string().nullable(),
  upToDate: z.boolean(),
  /** A run is being worked on in this server now. */
  running: z.boolean(),
  /** The newest run, finished or not. */
  run: reclassificationRun.nullable(),
});
export type ReclassificationStateResponse = z.infer<typeof reclassificationStateResponse>;
