import type { LlmsTxtGeneration } from '@botlens/contracts';
import type { UserCtx } from '../context';
import { validateLlmsTxt } from '../seo-tools/validate-llms-txt';
import { findWebsiteForCaller } from '../websites/websites.queries';
import {
  failAbandonedGenerations,
  type LlmsTxtGenerationRow,
  latestGeneration,
  startGenerationUnlessRunning,
} from './llms-txt-generations.queries';
import { ABANDONED_AFTER_MS, type LlmsTxtRuns } from './llms-txt-runs';

/**
 * POST /api/websites/:id/llms-txt: starts generating the website's llms.txt in the background and answers
 * at once with the running generation; when one is running already, answers with it instead (started:
 * false), so a second click or tab does not read the site twice.
 */
export function startLlmsTxtGenerationVerb(runs: LlmsTxtRuns) {
  return async ({
    ctx,
    input,
  }: {
    ctx: UserCtx;
    input: { websiteId: number };
  }): Promise<{ started: boolean; generation: LlmsTxtGeneration }> => {
    const website = await findWebsiteForCaller(ctx, input.websiteId);
    await failAbandonedGenerations(ctx.db, website.id, new Date(Date.now() - ABANDONED_AFTER_MS));
    const { row, started } = await startGenerationUnlessRunning(ctx.db, website.id, ctx.actor.id);
    if (started) runs.start(ctx, row.id, website.domain);
    return { started, generation: asGeneration(row) };
  };
}

/** GET /api/websites/:id/llms-txt: the newest generation, its progress or its file with the validator's verdict. */
export async function readLatestLlmsTxtGeneration({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { websiteId: number };
}): Promise<{ generation: LlmsTxtGeneration | null }> {
  const website = await findWebsiteForCaller(ctx, input.websiteId);
  await failAbandonedGenerations(ctx.db, website.id, new Date(Date.now() - ABANDONED_AFTER_MS));
  const row = await latestGeneration(ctx.db, website.id);
  return { generation: row ? asGeneration(row) : null };
}

function asGeneration(row: LlmsTxtGenerationRow): LlmsTxtGeneration {
  return {
    id: row.id,
    status: row.status,
    pagesTotal: row.pagesTotal,
    pagesDone: row.pagesDone,
    llmsTxt: row.llmsTxt,
    skipped: row.skipped,
    error: row.error,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    validation: row.status === 'finished' && row.llmsTxt !== null ? validateLlmsTxt(row.llmsTxt) : null,
  };
}
