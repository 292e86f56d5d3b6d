import type { SharedLink } from '@botlens/contracts';
import { expect, it } from 'vitest';
import { registerAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase, RELAXED_RATE_LIMIT } from '../../test-support/test-app';
import { addWebsite } from '../../test-support/websites';

const UNLOCKS_PER_MINUTE = 3;

describeOnEachDatabase(
  'shared links: password guesses are limited per address, like sign-ins',
  (get) => {
    it(`refuses the unlock after ${UNLOCKS_PER_MINUTE} tries a minute with a 429`, async () => {
      const { cookie } = await registerAndSignIn(get().app);
      const { site } = await addWebsite(get().app, cookie);
      const link = (
        await get().app.inject({
          method: 'POST',
          url: `/api/websites/${site.id}/shared-links`,
          headers: { cookie },
          payload: { label: 'Guarded', password: 'right-password' },
        })
      ).json<SharedLink>();
      const slug = new URL(link.url).pathname.replace('/share/', '');
      const statuses: number[] = [];
      for (let i = 0; i <= UNLOCKS_PER_MINUTE; i++) {
        const answer = await get().app.inject({
          method: 'POST',
          url: `/api/shared/${slug}/unlock`,
          payload: { password: i === UNLOCKS_PER_MINUTE ? 'right-password' : 'wrong-guess' },
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    });
  },
  { authRateLimit: { ...RELAXED_RATE_LIMIT, perAddress: { max: UNLOCKS_PER_MINUTE, timeWindowMs: 60_000 } } },
);
