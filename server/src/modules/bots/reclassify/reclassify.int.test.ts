import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { registerAndSignIn } from '../../../test-support/accounts';
import {
  historyHits,
  ingest,
  MONITOR_UA,
  NEW_REGISTRY,
  newRegistryVerification,
  switchableDetection,
} from '../../../test-support/reclassify-fixtures';
import {
  pageViewTotals,
  rollupsFromRaw,
  sessionRollupsFromRaw,
  storedNames,
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
import { floorHour } from '../../page-windows/window-spans';
import { deleteExpiredData } from '../../tracking/retention';
import { reclassifyVerb } from './reclassify';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const registry = switchableDetection();

describeOnEachDatabase(
  'reclassifying stored history',
  (get) => {
    const newRun = (fingerprint = `test-${randomUUID()}`) =>
      reclassifyVerb({
        classify: NEW_REGISTRY,
        verificationOf: newRegistryVerification,
        fingerprint,
        // Small steps, so that every phase takes several.
        stepSize: { initial: 40, min: 40, max: 40, targetMs: 1000 },
      });
    const ctx = () => get().app.systemCtx;
    const site = async () => {
      const { cookie } = await registerAndSignIn(get().app);
      return (await addWebsite(get().app, cookie)).site.id;
    };
    const consistent = async (websiteId: number) => {
      const db = get().database.db;
      expect(await storedRollups(db, websiteId)).toEqual(await rollupsFromRaw(db, websiteId));
      expect(await storedSessionRollups(db, websiteId)).toEqual(await sessionRollupsFromRaw(db, websiteId));
      expect(await storedWindows(db, websiteId)).toEqual(
        await windowsFromRaw(db, websiteId, await windowClockHour(db)),
      );
    };

    it('renames hits, sessions, rollups and windows as a fresh import under the new registry would store them', async () => {
      const db = get().database.db;
      registry.useOldRegistry();
      await new WindowClock(db).current();
      const [reclassified, reference] = [await site(), await site()];
      const start = Date.now() - 3 * DAY;
      await ingest(get().app, historyHits(reclassified, { start, hours: 60, count: 600, seed: 7 }));
      const before = await pageViewTotals(db, reclassified);
      const namesBefore = (await storedNames(db, reclassified)).join('\n');
      for (const name of ['ClaudeBot', 'Googlebot', 'GPTBot', 'ExampleMonitor'])
        expect(namesBefore).toMatch(new RegExp(`^${name} `, 'm'));

      registry.useNewRegistry();
      const outcome = await newRun()({ ctx: ctx(), input: { trigger: 'command' } });
      expect(outcome.status).toBe('finished');
      expect(outcome.run?.hitsChanged).toBeGreaterThan(0);
      await ingest(get().app, historyHits(reference, { start, hours: 60, count: 600, seed: 7 }));

      await consistent(reclassified);
      // Nothing counted twice or lost: the monitor's page views moved to the people's count.
      const after = await pageViewTotals(db, reclassified);
      expect(after.bots + after.people).toBe(before.bots + before.people);
      expect(after.people).toBeGreaterThan(before.people);
      // The same as a fresh import under the new registry, sessions joined across the merged names included.
      expect(await storedRollups(db, reclassified, 'views')).toEqual(
        await storedRollups(db, reference, 'views'),
      );
      expect(await storedSessionRollups(db, reclassified)).toEqual(await storedSessionRollups(db, reference));
      expect(await storedSessions(db, reclassified)).toEqual(await storedSessions(db, reference));
      expect(await storedWindows(db, reclassified)).toEqual(await storedWindows(db, reference));
      expect(await pageViewTotals(db, reclassified)).toEqual(await pageViewTotals(db, reference));
      const names = (await storedNames(db, reclassified)).join('\n');
      expect(names).not.toMatch(/^(GPTBot|Googlebot|ClaudeBot|ExampleMonitor) /m);
      // GPTBot's hits are checked the same way under its new name: verified ones stay verified; the merged
      // bot has no method, so its hits are unverifiable.
      expect(names).toMatch(/^OpenAI GPTBot ai_crawler OpenAI training verified \d+$/m);
      expect(names).toMatch(/^Merged crawler other Merged search unverifiable \d+$/m);
      expect(names).not.toMatch(/^Merged crawler .* (verified|spoofed) /m);
    });

    it('keeps a person’s resend from counting twice once a bot’s hits become a person’s', async () => {
      const db = get().database.db;
      registry.useOldRegistry();
      const websiteId = await site();
      const hit = {
        websiteId,
        eventId: 'monitor-1',
        occurredAt: new Date(Date.now() - HOUR),
        source: 'collect' as const,
        event: 'page_view' as const,
        url: '/status',
        userAgent: MONITOR_UA,
        ip: '203.0.113.9',
      };
      await ingest(get().app, [hit]);
      registry.useNewRegistry();
      await newRun()({ ctx: ctx(), input: { trigger: 'command' } });
      expect(await pageViewTotals(db, websiteId)).toEqual({ bots: 0, people: 1 });
      await ingest(get().app, [hit]);
      expect(await pageViewTotals(db, websiteId)).toEqual({ bots: 0, people: 1 });
    });

    it('renames rollups whose raw hits are gone by their last user agent, summing names that merge', async () => {
      const db = get().database.db;
      registry.useOldRegistry();
      const websiteId = await site();
      const old = floorHour(Date.now() - 200 * DAY) + 10 * 60_000;
      const at = (minutes: number) => new Date(old + minutes * 60_000);
      const view = (userAgent: string, minutes: number, ip = '203.0.113.1') => ({
        websiteId,
        occurredAt: at(minutes),
        source: 'collect' as const,
        event: 'page_view' as const,
        url: '/old',
        userAgent,
        ip,
      });
      const { googlebot, claudebot, gptbot } = (await import('../../../test-support/websites')).UA;
      await ingest(get().app, [
        view(googlebot, 0),
        view(googlebot, 5),
        view(googlebot, 9),
        view(claudebot, 1, '203.0.113.2'),
        view(claudebot, 2, '203.0.113.2'),
        view(gptbot, 3, '132.196.86.5'),
        view(MONITOR_UA, 4),
        view(MONITOR_UA, 6),
      ]);
      // Retention deletes the raw hits and sessions; the rollups outlive them.
      await deleteExpiredData(db, 100);
      expect(await rollupsFromRaw(db, websiteId)).toEqual([]);
      const before = await pageViewTotals(db, websiteId);
      const hour = new Date(floorHour(old)).toISOString().slice(0, 13);

      registry.useNewRegistry();
      await newRun()({ ctx: ctx(), input: { trigger: 'command' } });
      expect(await storedRollups(db, websiteId)).toEqual([
        `${hour} Merged crawler other 5 0 0`,
        `${hour} OpenAI GPTBot ai_crawler 1 1 0`,
      ]);
      expect(await storedSessionRollups(db, websiteId)).toEqual([
        `${hour} Merged crawler other 2 ${9 * 60_000 + 60_000}`,
        `${hour} OpenAI GPTBot ai_crawler 1 0`,
      ]);
      const after = await pageViewTotals(db, websiteId);
      expect(after).toEqual({ bots: before.bots - 2, people: before.people + 2 });
    });

    it('does nothing once history matches the registry, and runs again when asked to', async () => {
      const fingerprint = `test-${randomUUID()}`;
      expect((await newRun(fingerprint)({ ctx: ctx(), input: { trigger: 'start' } })).status).toBe(
        'finished',
      );
      expect((await newRun(fingerprint)({ ctx: ctx(), input: { trigger: 'start' } })).status).toBe(
        'up-to-date',
      );
      const forced = await newRun(fingerprint)({ ctx: ctx(), input: { trigger: 'admin', force: true } });
      expect(forced.status).toBe('finished');
      expect(forced.run?.hitsChanged).toBe(0);
    });
  },
  { botDetection: registry.detection },
);
