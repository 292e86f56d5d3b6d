import {
  type AdminServiceRequest,
  type AdminServiceRequestStats,
  MAX_SERVICE_ADMIN_NOTES_LENGTH,
  SERVICE_REQUEST_PURGE_DAYS,
} from '@botlens/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { adminActions, serviceRequestHistory, serviceRequests } from '../../db/schema';
import { signInAsAdmin } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { systemCtx } from '../context';
import { purgeDeletedServiceRequests } from './purge-deleted-service-requests';
import { insertServiceRequest } from './service-requests.test-support';

const DAY_MS = 86_400_000;

describeOnEachDatabase('/api/admin/service-requests/:id: edit, history, delete, undo, purge', (get) => {
  let admin: string;
  let adminEmail: string;
  const send = (method: 'PATCH' | 'DELETE' | 'POST' | 'GET', url: string, payload?: object) =>
    get().app.inject({ method, url, payload, headers: { cookie: admin } });
  const patch = (id: number, payload: object) => send('PATCH', `/api/admin/service-requests/${id}`, payload);
  const rowOf = async (id: number) => {
    const [row] = await get().database.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    return row;
  };
  const recordsOf = (id: number, action: string) =>
    get()
      .database.db.select()
      .from(adminActions)
      .where(and(eq(adminActions.targetId, String(id)), eq(adminActions.action, action)))
      .orderBy(asc(adminActions.id));
  const stats = async () =>
    (await send('GET', '/api/admin/service-requests/stats')).json<AdminServiceRequestStats>();

  beforeAll(async () => {
    const signedIn = await signInAsAdmin(get().app, get().database.db);
    admin = signedIn.cookie;
    adminEmail = signedIn.admin.email;
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const id = await insertServiceRequest(get().database.db, {
      projectTitle: 'Untouched',
      email: 'a@b.test',
    });
    const before = await rowOf(id);
    const cases: Array<[object, string]> = [
      [{ status: 'done', adminNotes: '' }, 'status'],
      [{ adminNotes: '' }, 'status'],
      [{ status: 'quoted' }, 'adminNotes'],
      [{ status: 'quoted', adminNotes: 'x'.repeat(MAX_SERVICE_ADMIN_NOTES_LENGTH + 1) }, 'adminNotes'],
      [{ status: 'quoted', adminNotes: '', estimatedCost: -1 }, 'estimatedCost'],
      [{ status: 'quoted', adminNotes: '', estimatedCost: 10.005 }, 'estimatedCost'],
      [{ status: 'quoted', adminNotes: '', estimatedCost: 1e12 }, 'estimatedCost'],
      [{ status: 'quoted', adminNotes: '', estimatedCost: '100' }, 'estimatedCost'],
    ];
    for (const [payload, field] of cases) {
      const response = await patch(id, payload);
      expect([JSON.stringify(payload).slice(0, 80), response.statusCode, response.json().field]).toEqual([
        JSON.stringify(payload).slice(0, 80),
        400,
        field,
      ]);
    }
    expect((await patch(id, { status: 'done', adminNotes: '' })).json().message).toBe(
      'Status must be one of pending, reviewed, quoted, in_progress, completed, cancelled',
    );
    expect((await patch(id, { status: 'quoted', adminNotes: '', estimatedCost: -1 })).json().message).toBe(
      'Estimated cost must not be negative',
    );
    expect(await rowOf(id)).toEqual(before);
    expect(await recordsOf(id, 'service_request.updated')).toEqual([]);
    expect((await patch(999_999, { status: 'quoted', adminNotes: '' })).statusCode).toBe(404);
  });

  it('updates status, notes and cost, keeps each status change with who and when, and records it', async () => {
    const id = await insertServiceRequest(get().database.db, { projectTitle: 'Edited', email: 'e@b.test' });
    const before = await rowOf(id);
    const quoted = await patch(id, {
      status: 'quoted',
      adminNotes: 'Call on Monday',
      estimatedCost: 12_500.5,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json<AdminServiceRequest>()).toMatchObject({
      id,
      status: 'quoted',
      adminNotes: 'Call on Monday',
      estimatedCost: 12_500.5,
    });
    const stored = await rowOf(id);
    expect(stored?.estimatedCost).toBe('12500.50');
    expect(stored && before && stored.updatedAt > before.updatedAt).toBe(true);

    // The cost left out stays; the same status again adds no history row.
    const notesOnly = await patch(id, { status: 'quoted', adminNotes: 'Sent the quote' });
    expect(notesOnly.json<AdminServiceRequest>()).toMatchObject({
      estimatedCost: 12_500.5,
      adminNotes: 'Sent the quote',
    });
    // Any status may follow any other, backwards too; a cost of 0 is a cost.
    await patch(id, { status: 'in_progress', adminNotes: '', estimatedCost: 0 });
    const back = await patch(id, { status: 'pending', adminNotes: '   ' });
    expect(back.json<AdminServiceRequest>()).toMatchObject({
      status: 'pending',
      adminNotes: null,
      estimatedCost: 0,
    });

    const history = await send('GET', `/api/admin/service-requests/${id}/history`);
    expect(history.statusCode).toBe(200);
    expect(
      history
        .json()
        .map((h: { fromStatus: string; toStatus: string; changedByEmail: string }) => [
          h.fromStatus,
          h.toStatus,
          h.changedByEmail,
        ]),
    ).toEqual([
      ['pending', 'quoted', adminEmail],
      ['quoted', 'in_progress', adminEmail],
      ['in_progress', 'pending', adminEmail],
    ]);
    const rows = await get()
      .database.db.select()
      .from(serviceRequestHistory)
      .where(eq(serviceRequestHistory.requestId, id));
    expect(rows.every((row) => typeof row.changedBy === 'number' && row.createdAt instanceof Date)).toBe(
      true,
    );
    const records = await recordsOf(id, 'service_request.updated');
    expect(records).toHaveLength(4);
    expect(records[0]).toMatchObject({
      adminEmail,
      targetType: 'service_request',
      details: {
        projectTitle: 'Edited',
        from: { status: 'pending', estimatedCost: null },
        to: { status: 'quoted', estimatedCost: 12_500.5 },
        notesChanged: true,
      },
    });
    expect(records.map((r) => JSON.stringify(r.details)).join()).not.toContain('Call on Monday');
    expect((await send('GET', '/api/admin/service-requests/999999/history')).statusCode).toBe(404);
  });

  it('deletes softly, leaves the request out everywhere, and brings it back on undo', async () => {
    const id = await insertServiceRequest(get().database.db, {
      projectTitle: 'Deleted then restored',
      email: 'd@b.test',
      status: 'completed',
    });
    const counted = await stats();
    const deleted = await send('DELETE', `/api/admin/service-requests/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await rowOf(id))?.deletedAt).toBeInstanceOf(Date);
    const listed = await send('GET', '/api/admin/service-requests?search=Deleted%20then');
    expect(listed.json()).toEqual({ requests: [], total: 0 });
    const afterDelete = await stats();
    expect([afterDelete.total, afterDelete.completed]).toEqual([counted.total - 1, counted.completed - 1]);
    // A deleted request is not there for anything but the undo.
    expect((await patch(id, { status: 'quoted', adminNotes: '' })).statusCode).toBe(404);
    expect((await send('GET', `/api/admin/service-requests/${id}/history`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/admin/service-requests/${id}`)).statusCode).toBe(404);

    const restored = await send('POST', `/api/admin/service-requests/${id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<AdminServiceRequest>()).toMatchObject({ id, status: 'completed' });
    expect((await rowOf(id))?.deletedAt).toBeNull();
    expect((await stats()).total).toBe(counted.total);
    expect((await send('GET', '/api/admin/service-requests?search=Deleted%20then')).json().total).toBe(1);
    // Restoring what is not deleted, or nothing at all, is a 404.
    expect((await send('POST', `/api/admin/service-requests/${id}/restore`)).statusCode).toBe(404);
    expect((await send('POST', '/api/admin/service-requests/999999/restore')).statusCode).toBe(404);
    expect((await send('DELETE', '/api/admin/service-requests/999999')).statusCode).toBe(404);

    expect(await recordsOf(id, 'service_request.deleted')).toHaveLength(1);
    expect(await recordsOf(id, 'service_request.restored')).toHaveLength(1);
  });

  it(`purges requests deleted more than ${SERVICE_REQUEST_PURGE_DAYS} days ago, with their history, and nothing else`, async () => {
    const db = get().database.db;
    const live = await insertServiceRequest(db, { projectTitle: 'Live', email: 'l@b.test' });
    const gone = await insertServiceRequest(db, { projectTitle: 'Gone', email: 'g@b.test', deleted: true });
    await db.insert(serviceRequestHistory).values({ requestId: gone, fromStatus: null, toStatus: 'pending' });
    const ctx = systemCtx({ db, config: get().config, log: get().app.log });

    // Deleted just now: kept, restorable.
    await purgeDeletedServiceRequests({ ctx });
    expect(await rowOf(gone)).toBeDefined();

    await purgeDeletedServiceRequests({ ctx, now: Date.now() + (SERVICE_REQUEST_PURGE_DAYS + 1) * DAY_MS });
    expect(await rowOf(gone)).toBeUndefined();
    expect(
      await db.select().from(serviceRequestHistory).where(eq(serviceRequestHistory.requestId, gone)),
    ).toEqual([]);
    expect(await rowOf(live)).toBeDefined();
  });
});
