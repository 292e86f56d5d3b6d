import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { botEvents } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';

for (const trusted of [false, true]) {
  describeOnEachDatabase(
    `the client address ${trusted ? 'behind a trusted proxy' : 'without a trusted proxy'}`,
    (get) => {
      it(`${trusted ? 'takes' : 'ignores'} X-Forwarded-For`, async () => {
        const { cookie } = await registerAndSignIn(get().app);
        const { site } = await addWebsite(get().app, cookie);
        await get().app.inject({
          method: 'POST',
          url: '/api/track',
          remoteAddress: '10.0.0.5',
          payload: { trackingId: site.trackingId, url: 'https://example.com/' },
          headers: { 'user-agent': UA.gptbot, 'x-forwarded-for': '66.249.66.1' },
        });
        await get().app.ingestQueue.flush();
        const [row] = await get()
          .database.db.select()
          .from(botEvents)
          .where(eq(botEvents.websiteId, site.id));
        expect(row?.ip).toBe(trusted ? '66.249.66.1' : '10.0.0.5');
      });
    },
    { config: { trustProxy: trusted ? ['10.0.0.0/8'] : [] } },
  );
}
