import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { executeRows } from '../../../db/rows';
import type { ReclassificationPhase } from '../../../db/schema';
import { registerAndSignIn } from '../../../test-support/accounts';
import { crashAfterSteps, refuseWindowWrites, SimulatedCrash } from '../../../test-support/reclassify-faults';
import {
  historyHits,
  ingest,
  NEW_REGISTRY,
  newRegistryVerification,
  switchableDetection,
} from '../../../test-support/reclassify-fixtures';
import {
  pageViewTotals,
  rollupsFromRaw,
  sessionRollupsFromRaw,
  storedRollups,
  storedSessionRollups,
  storedSessions,
  storedWindows,
  windowClockHour,
  windowsFromRaw,
} from '../../../test-support/stored-history';
import { describeOnEachDatabase } from '../../../test-support/test-app';
import { addWebsite } from '../../../test-support/websites';
import { WindowClock } from '../../page-windows/window-clock';
import type { IncomingHit } from '../../tracking/ingest/hit';
import { deleteExpiredData } from '../../tracking/retention';
import { type ReclassifyDeps, reclassifyVerb } from './reclassify';

const DAY = 24 * 3_600_000;
const RETENTION_DAYS = 100;
const registry = switchableDetection();

describeOnEachDatabase(
  'reclassification after a crash, a failed step, and with hits arriving meanwhile',
  (get) => {
    const verb = (fingerprint: string, deps: ReclassifyDeps = {}) =>
      reclassifyVerb({
        classify: NEW_REGISTRY,
        verificationOf: newRegistryVerification,
        fingerprint,
        stepSize: { initial: 30, min: 30, max: 30, targetMs: 1000 },
        ...deps,
      });
    const ctx = () => get().app.systemCtx;
    const site = async () => {
      const { cookie } = await registerAndSignIn(get().app);
      return (await addWebsite(get().app, cookie)).site.id;
    };
    /** Recent hits and hits of 200 days ago whose raw rows retention then deletes (their rollups stay). */
    // One clock for every import of a test file: the reference import must carry the same times.
    const now = Date.now();
    const history = (websiteId: number): IncomingHit[] => [
      ...historyHits(websiteId, { start: now - 3 * DAY, hours: 60, count: 400, seed: 3 }),
      ...historyHits(websiteId, { start: now - 200 * DAY, hours: 30, count: 150, seed: 4, idPrefix: 'old' }),
    ];
    const storeHistory = async (websiteId: number, extra: IncomingHit[] = []) => {
      await ingest(get().app, [...history(websiteId), ...extra]);
      await deleteExpiredData(get().database.db, RETENTION_DAYS);
    };
    const consistent = async (websiteId: number) => {
      const db = get().database.db;
      const recent = (lines: string[]) => lines.filter((line) => line >= recentHour());
      expect(recent(await storedRollups(db, websiteId))).toEqual(await rollupsFromRaw(db, websiteId));
      expect(recent(await storedSessionRollups(db, websiteId))).toEqual(
        await sessionRollupsFromRaw(db, websiteId),
      );
      expect(await storedWindows(db, websiteId)).toEqual(
        await windowsFromRaw(db, websiteId, await windowClockHour(db)),
      );
    };
    const recentHour = () => new Date(Date.now() - 10 * DAY).toISOString().slice(0, 13);
    /** What a fresh import under the new registry stores, without the sessions of hours whose raw rows are gone. */
    const sameAsReference = async (websiteId: number, reference: number) => {
      const db = get().database.db;
      expect(await storedRollups(db, websiteId, 'views')).toEqual(
        await storedRollups(db, reference, 'views'),
      );
      const recent = (lines: string[]) => lines.filter((line) => line >= recentHour());
      expect(recent(await storedSessionRollups(db, websiteId))).toEqual(
        recent(await storedSessionRollups(db, reference)),
      );
      expect(await storedSessions(db, websiteId)).toEqual(await storedSessions(db, reference));
      expect(await storedWindows(db, websiteId)).toEqual(await storedWindows(db, reference));
      expect(await pageViewTotals(db, websiteId)).toEqual(await pageViewTotals(db, reference));
    };

    it.each<ReclassificationPhase>(['collecting', 'sessions', 'hits', 'rollups'])(
      'goes on after a crash in the %s step, counting nothing twice',
      async (phase) => {
        const db = get().database.db;
        registry.useOldRegistry();
        await new WindowClock(db).current();
        const websiteId = await site();
        await storeHistory(websiteId);
        const before = await pageViewTotals(db, websiteId);

        registry.useNewRegistry();
        const fingerprint = `test-${randomUUID()}`;
        const crashing = verb(fingerprint, { afterStep: crashAfterSteps(phase, 2) });
        await expect(crashing({ ctx: ctx(), input: { trigger: 'start' } })).rejects.toThrow(SimulatedCrash);
        // Halfway, every rollup still equals its raw rows and nothing is lost or counted twice.
        await consistent(websiteId);
        const halfway = await pageViewTotals(db, websiteId);
        expect(halfway.bots + halfway.people).toBe(before.bots + before.people);

        const resumed = await verb(fingerprint)({ ctx: ctx(), input: { trigger: 'start' } });
        expect(resumed.status).toBe('finished');
        expect(resumed.run?.id).toBeDefined();
        await consistent(websiteId);
        const reference = await site();
        await storeHistory(reference);
        await sameAsReference(websiteId, reference);
      },
    );

    it('rolls a failing step back whole, stops with the error, and goes on once the fault is gone', async () => {
      const db = get().database.db;
      registry.useOldRegistry();
      await new WindowClock(db).current();
      const websiteId = await site();
      await storeHistory(websiteId);
      const before = await pageViewTotals(db, websiteId);

      registry.useNewRegistry();
      const fingerprint = `test-${randomUUID()}`;
      const release = await refuseWindowWrites(db, 'Merged crawler');
      try {
        await expect(verb(fingerprint)({ ctx: ctx(), input: { trigger: 'start' } })).rejects.toThrow();
        const [run] = await executeRows<{ phase: string; last_error: string | null }>(
          db,
          sql`select phase, last_error from bot_reclassifications order by id desc limit 1`,
        );
        expect(run?.phase).toBe('hits');
        expect(run?.last_error).toMatch(/simulated failure halfway through a step/);
        await consistent(websiteId);
        const halfway = await pageViewTotals(db, websiteId);
        expect(halfway.bots + halfway.people).toBe(before.bots + before.people);
      } finally {
        await release();
      }
      expect((await verb(fingerprint)({ ctx: ctx(), input: { trigger: 'start' } })).status).toBe('finished');
      await consistent(websiteId);
      const reference = await site();
      await storeHistory(reference);
      await sameAsReference(websiteId, reference);
    });

    it('takes hits stored while it runs (already under the new names) without counting them twice', async () => {
      const db = get().database.db;
      registry.useOldRegistry();
      await new WindowClock(db).current();
      const websiteId = await site();
      await storeHistory(websiteId);

      registry.useNewRegistry();
      // The same span as the stored history: the new hits join its sessions and its rollup rows.
      const arriving = (id: number, seed: number) =>
        historyHits(id, { start: now - 3 * DAY, hours: 60, count: 25, seed, idPrefix: 'live' });
      const writes: Array<Promise<void>> = [];
      let step = 0;
      const outcome = await verb(`test-${randomUUID()}`, {
        afterStep: () => {
          step += 1;
          // Not awaited: on PostgreSQL these batches run beside the next steps, waiting on the clock.
          if (step % 3 === 0) writes.push(ingest(get().app, arriving(websiteId, 100 + step), 25));
        },
      })({ ctx: ctx(), input: { trigger: 'start' } });
      await Promise.all(writes);
      expect(outcome.status).toBe('finished');
      expect(writes.length).toBeGreaterThan(3);
      await consistent(websiteId);

      const reference = await site();
      const sent = Array.from({ length: step }, (_, i) => i + 1).filter((s) => s % 3 === 0);
      await storeHistory(
        reference,
        sent.flatMap((s) => arriving(reference, 100 + s)),
      );
      await sameAsReference(websiteId, reference);
    });
  },
  { botDetection: registry.detection, config: { retentionDays: 3650 } },
);
