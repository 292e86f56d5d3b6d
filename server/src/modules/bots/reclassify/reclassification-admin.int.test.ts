import type { ReclassificationStateResponse, TopBot } from '@botlens/contracts';
import pino from 'pino';
import { expect, it } from 'vitest';
import { registerAndSignIn, signInAsAdmin } from '../../../test-support/accounts';
import {
  historyHits,
  ingest,
  NEW_REGISTRY,
  newRegistryVerification,
  switchableDetection,
} from '../../../test-support/reclassify-fixtures';
import { describeOnEachDatabase } from '../../../test-support/test-app';
import { addWebsite } from '../../../test-support/websites';

const URL = '/api/admin/bots/reclassification';
const registry = switchableDetection();
const logged: Array<Record<string, unknown>> = [];
// Holds the run after each step while a test wants it to be running.
let held: Promise<void> = Promise.resolve();

describeOnEachDatabase(
  'the administrator’s view of the reclassification',
  (get) => {
    const call = (method: 'GET' | 'POST', cookie?: string) =>
      get().app.inject({ method, url: URL, headers: cookie ? { cookie } : {} });
    const state = async (cookie: string) => (await call('GET', cookie)).json<ReclassificationStateResponse>();
    const untilStopped = async (cookie: string) => {
      for (let i = 0; i < 200; i++) {
        const now = await state(cookie);
        if (!now.running) return now;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the reclassification did not stop');
    };

    it.each(['GET', 'POST'] as const)('%s: 401 anonymous, 403 for a user', async (method) => {
      expect((await call(method)).statusCode).toBe(401);
      const { cookie } = await registerAndSignIn(get().app);
      const forbidden = await call(method, cookie);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'Administrator access required' });
    });

    it('starts a run, shows its progress, and the screens show the new names once it finishes', async () => {
      const { app, database } = get();
      const { cookie: admin } = await signInAsAdmin(app, database.db);
      const before = await state(admin);
      expect(before).toMatchObject({
        registryFingerprint: 'test-registry',
        dataFingerprint: null,
        upToDate: false,
      });
      expect(before.run).toBeNull();

      registry.useOldRegistry();
      const { cookie: owner } = await registerAndSignIn(app);
      const { site } = await addWebsite(app, owner);
      await ingest(app, historyHits(site.id, { start: Date.now() - 2 * 86_400_000, hours: 40, count: 200 }));
      const topBots = async () =>
        (
          await app.inject({
            method: 'GET',
            url: `/api/websites/${site.id}/top-bots?range=7`,
            headers: { cookie: owner },
          })
        ).json<TopBot[]>();
      expect((await topBots()).map((bot) => bot.botName)).toContain('GPTBot');

      registry.useNewRegistry();
      let release = () => {};
      held = new Promise((resolve) => {
        release = resolve;
      });
      const started = await call('POST', admin);
      expect(started.statusCode).toBe(202);
      const running = started.json<ReclassificationStateResponse>();
      expect(running.running).toBe(true);
      expect(running.run).toMatchObject({
        trigger: 'admin',
        requestedBy: expect.any(Number),
        finishedAt: null,
      });
      expect(['collecting', 'classifying']).toContain(running.run?.phase);
      // One run at a time.
      const again = await call('POST', admin);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'A reclassification is already running' });
      release();

      const done = await untilStopped(admin);
      expect(done).toMatchObject({ upToDate: true, dataFingerprint: 'test-registry', running: false });
      expect(done.run).toMatchObject({ phase: 'finished', progress: 1, lastError: null });
      expect(done.run?.steps.find((step) => step.step === 'hits')?.changed).toBeGreaterThan(0);
      const names = (await topBots()).map((bot) => bot.botName);
      expect(names).toEqual(expect.arrayContaining(['OpenAI GPTBot', 'Merged crawler']));
      expect(names).not.toEqual(expect.arrayContaining(['GPTBot']));
      expect(logged).toContainEqual(
        expect.objectContaining({
          msg: 'bot reclassification started by an administrator',
          actor: expect.any(Number),
        }),
      );
    });
  },
  {
    botDetection: registry.detection,
    logger: pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) }),
    reclassify: {
      classify: NEW_REGISTRY,
      verificationOf: newRegistryVerification,
      fingerprint: 'test-registry',
      stepSize: { initial: 50, min: 50, max: 50, targetMs: 1000 },
      afterStep: () => held,
    },
  },
);
