import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { adminActions, contentBlocks } from '../../db/schema';
import { registerAndSignIn, signInAsAdmin } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { CONTENT_DEFAULTS } from './content-defaults';

describeOnEachDatabase('content blocks: versions, restore, stale saves, the public read', (get) => {
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: unknown) =>
    get().app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const publicContent = async () => (await call('GET', '/api/content')).json();
  const records = (key: string) =>
    get()
      .database.db.select()
      .from(adminActions)
      .where(and(eq(adminActions.targetType, 'content-block'), eq(adminActions.targetId, key)));

  it('seeds the four blocks with the texts the pages showed, the announcement empty', async () => {
    const { cookie } = await signInAsAdmin(get().app, get().database.db);
    const blocks = (await call('GET', '/api/admin/content', cookie)).json();
    expect(blocks.map((block: { key: string }) => block.key)).toEqual([
      'homepage-hero',
      'feature-announcements',
      'chatgpt-indexing',
      'seo-analysis',
    ]);
    for (const block of blocks) {
      expect(block).toMatchObject({
        version: 1,
        markdown: CONTENT_DEFAULTS[block.key as keyof typeof CONTENT_DEFAULTS],
      });
    }
    const content = await publicContent();
    expect(content['homepage-hero'].html).toContain(
      '<h1>See every bot and AI crawler <strong>reading your website</strong></h1>',
    );
    expect(content['feature-announcements']).toEqual({ html: '', version: 1 });
  });

  it('saves a new version over its base, refuses a stale one with 409, restores an old text as new', async () => {
    const { cookie, admin } = await signInAsAdmin(get().app, get().database.db);
    const save = (markdown: string, baseVersion: number) =>
      call('PUT', '/api/admin/content/seo-analysis', cookie, { markdown, baseVersion });
    const first = await save('Score **fast**.', 1);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      version: 2,
      html: '<p>Score <strong>fast</strong>.</p>',
      createdByEmail: admin.email,
    });
    expect((await publicContent())['seo-analysis']).toEqual({
      html: '<p>Score <strong>fast</strong>.</p>',
      version: 2,
    });

    const stale = await save('Someone else', 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed by someone else/);
    expect((await publicContent())['seo-analysis'].version).toBe(2);

    const restored = await call('POST', '/api/admin/content/seo-analysis/restore', cookie, { version: 1 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: 3, markdown: CONTENT_DEFAULTS['seo-analysis'] });
    const versions = (await call('GET', '/api/admin/content/seo-analysis/versions', cookie)).json();
    expect(versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(
      (await call('POST', '/api/admin/content/seo-analysis/restore', cookie, { version: 99 })).statusCode,
    ).toBe(404);

    expect((await records('seo-analysis')).map((row) => [row.action, row.details])).toEqual([
      ['content.updated', { fromVersion: 1, toVersion: 2, characters: 15 }],
      ['content.restored', { fromVersion: 2, toVersion: 3, restoredVersion: 1 }],
    ]);
  });

  it('publishes hostile Markdown only as clean HTML', async () => {
    const { cookie } = await signInAsAdmin(get().app, get().database.db);
    const hostile =
      'Hi <script>alert(1)</script><img src=x onerror=alert(2)> [x](javascript:alert(3)) <iframe src="https://e.example"></iframe>';
    const current = (await call('GET', '/api/admin/content', cookie)).json();
    const base = current.find((block: { key: string }) => block.key === 'feature-announcements').version;
    const saved = await call('PUT', '/api/admin/content/feature-announcements', cookie, {
      markdown: hostile,
      baseVersion: base,
    });
    expect(saved.statusCode).toBe(200);
    const html: string = (await publicContent())['feature-announcements'].html;
    for (const banned of ['<script', 'onerror', 'javascript:', '<iframe', '<img'])
      expect(html).not.toContain(banned);
    expect(html).toContain('Hi');
  });

  it('refuses non-administrators, unknown blocks, oversized and malformed saves, changing nothing', async () => {
    const { cookie: userCookie } = await registerAndSignIn(get().app);
    const { cookie } = await signInAsAdmin(get().app, get().database.db);
    const body = { markdown: 'x', baseVersion: 1 };
    expect((await call('GET', '/api/admin/content')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/content', userCookie)).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/content/homepage-hero', undefined, body)).statusCode).toBe(401);
    expect((await call('PUT', '/api/admin/content/homepage-hero', userCookie, body)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/admin/content/homepage-hero/restore', userCookie, { version: 1 })).statusCode,
    ).toBe(403);
    expect((await call('PUT', '/api/admin/content/footer', cookie, body)).statusCode).toBe(400);
    const tooLong = await call('PUT', '/api/admin/content/homepage-hero', cookie, {
      markdown: 'x'.repeat(20_001),
      baseVersion: 1,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Text must be at most 20,000 characters');
    expect(
      (await call('PUT', '/api/admin/content/homepage-hero', cookie, { markdown: 'x' })).statusCode,
    ).toBe(400);
    const rows = await get()
      .database.db.select()
      .from(contentBlocks)
      .where(eq(contentBlocks.key, 'homepage-hero'));
    expect(rows.map((row) => row.version)).toEqual([1]);
    expect(await records('homepage-hero')).toEqual([]);
  });
});
