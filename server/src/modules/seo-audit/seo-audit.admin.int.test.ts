import { ADMIN_AUDITS_PAGE_SIZE, type AdminAuditsResponse } from '@botlens/contracts';
import { count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { adminActions, type StoredAuditResult, seoAudits } from '../../db/schema';
import { registerAndSignIn, signInAsAdmin } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { newAuditId } from './seo-audits.queries';

// The list, counts and delete read only the columns: a stored result is not needed to test them.
const NO_RESULT = {} as StoredAuditResult;

describeOnEachDatabase('GET /api/admin/audits, DELETE /api/admin/audits/:id', (get) => {
  const call = (method: 'GET' | 'DELETE', url: string, cookie?: string) =>
    get().app.inject({ method, url, headers: cookie ? { cookie } : {} });
  let admin: string;
  let userCookie: string;
  let ownerEmail: string;
  let ownerId: number;

  /** Stores an audit of `domain` scoring `score`, `minutesAgo` old; answers its row id and audit id. */
  const storeAudit = async (domain: string, score: number, minutesAgo: number, userId: number | null) => {
    const [row] = await get()
      .database.db.insert(seoAudits)
      .values({
        auditId: newAuditId(),
        userId,
        visitorHash: userId === null ? 'a'.repeat(64) : null,
        domain,
        aiReadinessScore: score,
        result: NO_RESULT,
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      })
      .returning({ id: seoAudits.id, auditId: seoAudits.auditId });
    if (!row) throw new Error('no audit stored');
    return row;
  };
  const recordsOf = async (targetId: number) =>
    get()
      .database.db.select()
      .from(adminActions)
      .where(eq(adminActions.targetId, String(targetId)));

  beforeAll(async () => {
    admin = (await signInAsAdmin(get().app, get().database.db)).cookie;
    const owner = await registerAndSignIn(get().app);
    userCookie = owner.cookie;
    ownerEmail = owner.user.email;
    ownerId = owner.user.id;
  });

  it('is empty before any audit, then lists every audit newest first with its owner or none, and counts the bands', async () => {
    const empty = await call('GET', '/api/admin/audits', admin);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      audits: [],
      counts: { total: 0, highPerformance: 0, needImprovement: 0 },
      page: 1,
      pageSize: ADMIN_AUDITS_PAGE_SIZE,
    });
    await storeAudit('shop.example.com', 92, 30, ownerId);
    await storeAudit('blog.example.org', 80, 20, null);
    await storeAudit('news.example.net', 79, 10, ownerId);
    await storeAudit('old.example.com', 59, 5, null);
    const body = (await call('GET', '/api/admin/audits', admin)).json<AdminAuditsResponse>();
    expect(body.audits.map((a) => [a.domain, a.aiReadinessScore, a.ownerEmail])).toEqual([
      ['old.example.com', 59, null],
      ['news.example.net', 79, ownerEmail],
      ['blog.example.org', 80, null],
      ['shop.example.com', 92, ownerEmail],
    ]);
    // 80 is high-performance, 79 and 60 are neither, 59 needs improvement.
    expect(body.counts).toEqual({ total: 4, highPerformance: 2, needImprovement: 1 });
  });

  it('searches by part of a domain, case aside, or by a whole audit id; LIKE signs match as text', async () => {
    const { auditId } = await storeAudit('search-target.example.io', 40, 1, null);
    const search = async (text: string) =>
      (
        await call('GET', `/api/admin/audits?search=${encodeURIComponent(text)}`, admin)
      ).json<AdminAuditsResponse>();
    const byDomain = await search('EXAMPLE.COM');
    expect(byDomain.audits.map((a) => a.domain).sort()).toEqual(['old.example.com', 'shop.example.com']);
    expect(byDomain.counts).toEqual({ total: 2, highPerformance: 1, needImprovement: 1 });
    const byId = await search(auditId);
    expect(byId.audits.map((a) => a.domain)).toEqual(['search-target.example.io']);
    expect(byId.counts).toEqual({ total: 1, highPerformance: 0, needImprovement: 1 });
    // Part of an id is not an id; % and _ are not wildcards.
    expect((await search(auditId.slice(0, 10))).counts.total).toBe(0);
    expect((await search('%')).counts.total).toBe(0);
    expect((await search('_')).counts.total).toBe(0);
  });

  it('pages through the audits, ADMIN_AUDITS_PAGE_SIZE at a time', async () => {
    const before = (await call('GET', '/api/admin/audits', admin)).json<AdminAuditsResponse>().counts.total;
    for (let i = 0; i < ADMIN_AUDITS_PAGE_SIZE; i++)
      await storeAudit(`page-${i}.example.dev`, 70, 100 + i, null);
    const first = (await call('GET', '/api/admin/audits?page=1', admin)).json<AdminAuditsResponse>();
    const second = (await call('GET', '/api/admin/audits?page=2', admin)).json<AdminAuditsResponse>();
    expect(first.audits).toHaveLength(ADMIN_AUDITS_PAGE_SIZE);
    expect(second.audits).toHaveLength(before);
    expect(second.page).toBe(2);
    const ids = new Set([...first.audits, ...second.audits].map((a) => a.id));
    expect(ids.size).toBe(before + ADMIN_AUDITS_PAGE_SIZE);
  });

  it('deletes an audit and records who did it; its report is gone', async () => {
    const { id, auditId } = await storeAudit('delete-me.example.com', 65, 0, ownerId);
    const deleted = await call('DELETE', `/api/admin/audits/${id}`, admin);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `/api/audit/${auditId}`)).statusCode).toBe(404);
    const records = await recordsOf(id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      action: 'seo_audit.deleted',
      targetType: 'seo_audit',
      details: { auditId, domain: 'delete-me.example.com', ownerId },
    });
    // Deleting it again: not found, and nothing more recorded.
    const again = await call('DELETE', `/api/admin/audits/${id}`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Audit not found');
    expect(await recordsOf(id)).toHaveLength(1);
  });

  it('refuses anyone but an administrator and bad input, changing and recording nothing', async () => {
    const { id } = await storeAudit('kept.example.com', 50, 0, ownerId);
    const audits = async () => Number((await get().database.db.select({ n: count() }).from(seoAudits))[0]?.n);
    const stored = await audits();
    expect((await call('GET', '/api/admin/audits')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/audits', userCookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/audits/${id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/admin/audits/${id}`, userCookie)).statusCode).toBe(403);
    for (const [url, message] of [
      ['/api/admin/audits?page=0', 'page must be at least 1'],
      ['/api/admin/audits?page=abc', 'page must be a whole number'],
      [`/api/admin/audits?search=${'x'.repeat(201)}`, 'search must be at most 200 characters'],
    ] as const) {
      const refused = await call('GET', url, admin);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const badId = await call('DELETE', '/api/admin/audits/1e3', admin);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('id must be a whole number');
    expect((await call('DELETE', '/api/admin/audits/2000000000', admin)).statusCode).toBe(404);
    expect(await audits()).toBe(stored);
    expect(await recordsOf(id)).toEqual([]);
    expect(await recordsOf(2_000_000_000)).toEqual([]);
  });
});
