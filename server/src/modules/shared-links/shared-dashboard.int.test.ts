import type { SharedLink } from '@botlens/contracts';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sharedLinks } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { collectEvents } from '../../test-support/collect';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite, UA } from '../../test-support/websites';
import { hashPassword } from '../auth/password-hash';

const READS = [
  'stats',
  'top-bots?limit=100',
  'traffic-trends?granularity=daily',
  'recent-activity',
  'heatmap',
  'sessions',
  'activity-grid',
  'breakdown',
];

/** Bot hits over the last few days on pages named after the website, so a leak would show. */
function hitsFor(prefix: string, count: number) {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => ({
    eventId: `${prefix}-${i}`,
    timestamp: new Date(now - (i % 96) * 3_600_000 - 60_000).toISOString(),
    url: `/${prefix}-page-${i % 7}`,
    userAgent: i % 3 === 0 ? UA.googlebot : UA.gptbot,
    ip: i % 3 === 0 ? '66.249.66.1' : '20.171.207.10',
  }));
}

describeOnEachDatabase('shared links: what a visitor reads', (get) => {
  const visit = (url: string, cookie?: string) =>
    get().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const slugOf = (link: SharedLink) => new URL(link.url).pathname.replace('/share/', '');
  const createLink = async (cookie: string, websiteId: number, body: object) =>
    (
      await get().app.inject({
        method: 'POST',
        url: `/api/websites/${websiteId}/shared-links`,
        headers: { cookie },
        payload: body,
      })
    ).json<SharedLink>();
  const unlock = (slug: string, password: string) =>
    get().app.inject({ method: 'POST', url: `/api/shared/${slug}/unlock`, payload: { password } });
  const cookieOf = (response: Awaited<ReturnType<typeof unlock>>) => {
    const set = response.cookies.find((c) => c.name === 'botlens_share');
    return set ? `botlens_share=${set.value}` : '';
  };

  it("reads exactly its website's figures, equal to the owner's dashboard, and nothing of another", async () => {
    const owner = await registerAndSignIn(get().app);
    const a = await addWebsite(get().app, owner.cookie);
    const b = await addWebsite(get().app, owner.cookie);
    expect((await collectEvents(get().app, a.embed.ingestKey, hitsFor('alpha', 60))).statusCode).toBe(200);
    expect((await collectEvents(get().app, b.embed.ingestKey, hitsFor('beta', 90))).statusCode).toBe(200);
    const link = await createLink(owner.cookie, a.site.id, { label: 'Public' });
    const slug = slugOf(link);

    const meta = await visit(`/api/shared/${slug}`);
    expect(meta.json()).toEqual({
      locked: false,
      label: 'Public',
      website: { name: a.site.name, domain: a.site.domain },
    });
    for (const read of READS) {
      const query = `${read}${read.includes('?') ? '&' : '?'}range=7&tz=UTC&type=all`;
      const [shared, own, other] = await Promise.all([
        visit(`/api/shared/${slug}/${query}`),
        visit(`/api/websites/${a.site.id}/${query}`, owner.cookie),
        visit(`/api/websites/${b.site.id}/${query}`, owner.cookie),
      ]);
      expect(shared.statusCode, read).toBe(200);
      expect(shared.json(), read).toEqual(own.json());
      expect(shared.body, read).not.toContain('beta-page');
      for (const secret of [a.site.trackingId, a.embed.ingestKey, 'trackingId', 'ingestKey']) {
        expect(shared.body, read).not.toContain(secret);
      }
      if (read === 'stats') {
        expect(shared.json<{ totalVisits: number }>().totalVisits).toBeGreaterThan(0);
        expect(shared.json()).not.toEqual(other.json());
      }
    }
    expect(meta.body).not.toContain(a.site.trackingId);
    // The CSV export (raw hits) is not shared.
    expect((await visit(`/api/shared/${slug}/export.csv`)).statusCode).toBe(404);
  });

  it('answers unknown, malformed and revoked links with the same 404, at once, uncached and unindexed', async () => {
    const owner = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, owner.cookie);
    const link = await createLink(owner.cookie, site.id, { label: 'Soon gone' });
    const slug = slugOf(link);
    const before = await visit(`/api/shared/${slug}/stats`);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('private, no-store');
    expect(before.headers['x-robots-tag']).toContain('noindex');

    await get().app.inject({
      method: 'DELETE',
      url: `/api/websites/${site.id}/shared-links/${link.id}`,
      headers: { cookie: owner.cookie },
    });
    const answers = await Promise.all([
      visit(`/api/shared/${slug}/stats`),
      visit(`/api/shared/${slug}`),
      visit(`/api/shared/${'A'.repeat(43)}/stats`),
      visit(`/api/shared/${'%20..%2F'.repeat(10)}/stats`),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'Shared link not found' });
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers['x-robots-tag']).toContain('noindex');
    }
  });

  it('asks for the password; the unlock cookie opens its own link only, until the password changes', async () => {
    const owner = await registerAndSignIn(get().app);
    const { site } = await addWebsite(get().app, owner.cookie);
    const linkA = await createLink(owner.cookie, site.id, { label: 'A', password: 'first-secret' });
    const linkB = await createLink(owner.cookie, site.id, { label: 'B', password: 'first-secret' });
    const [slugA, slugB] = [slugOf(linkA), slugOf(linkB)];

    expect((await visit(`/api/shared/${slugA}`)).json()).toEqual({ locked: true });
    const locked = await visit(`/api/shared/${slugA}/stats`);
    expect(locked.statusCode).toBe(401);
    expect(locked.body).not.toContain(site.name);

    const wrong = await unlock(slugA, 'not-the-secret');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Incorrect password' });
    expect(wrong.cookies).toHaveLength(0);

    const right = await unlock(slugA, 'first-secret');
    expect(right.statusCode).toBe(204);
    const set = right.cookies.find((c) => c.name === 'botlens_share');
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: `/api/shared/${slugA}` });
    const cookieA = cookieOf(right);
    expect((await visit(`/api/shared/${slugA}/stats`, cookieA)).statusCode).toBe(200);
    expect((await visit(`/api/shared/${slugA}`, cookieA)).json()).toMatchObject({
      locked: false,
      label: 'A',
    });
    // Same password, another link: A's cookie does not open B.
    expect((await visit(`/api/shared/${slugB}/stats`, cookieA)).statusCode).toBe(401);
    // Nor does it authorise anything of the owner's.
    for (const [method, url, payload] of [
      ['POST', '/api/websites', { name: 'Planted', domain: 'planted.example.com' }],
      ['DELETE', `/api/websites/${site.id}`, undefined],
      ['POST', `/api/websites/${site.id}/shared-links`, { label: 'Planted' }],
      ['GET', `/api/websites/${site.id}/stats`, undefined],
    ] as const) {
      const refused = await get().app.inject({ method, url, headers: { cookie: cookieA }, payload });
      expect(refused.statusCode, `${method} ${url}`).toBe(401);
    }

    // A new password retires every cookie made with the old one.
    await get()
      .database.db.update(sharedLinks)
      .set({ passwordHash: await hashPassword('second-secret') })
      .where(eq(sharedLinks.id, linkA.id));
    expect((await visit(`/api/shared/${slugA}/stats`, cookieA)).statusCode).toBe(401);
    const again = cookieOf(await unlock(slugA, 'second-secret'));
    expect((await visit(`/api/shared/${slugA}/stats`, again)).statusCode).toBe(200);

    await get().app.inject({
      method: 'DELETE',
      url: `/api/websites/${site.id}/shared-links/${linkA.id}`,
      headers: { cookie: owner.cookie },
    });
    expect((await visit(`/api/shared/${slugA}/stats`, again)).statusCode).toBe(404);
    expect((await unlock(slugA, 'second-secret')).statusCode).toBe(404);
  });

  it('offers no write route: every /api/shared route is a read, except the unlock', () => {
    const shared = get()
      .app.routeAccessTable()
      .filter((route) => route.url.startsWith('/api/shared/'));
    expect(shared.length).toBeGreaterThan(5);
    for (const route of shared) {
      expect(route.access).toBe('public');
      if (route.method !== 'GET') expect(route.url).toBe('/api/shared/:slug/unlock');
    }
  });
});
