import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { websites } from '../../db/schema';
import { registerAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/test-app';
import { addWebsite } from '../../test-support/websites';
import { newIngestKey, newTrackingId } from '../websites/website-keys';
import { TrackingIdCache } from './tracking-id-cache';

/** The real database, with its select calls counted: how many lookups reached it. */
function countingSelects(db: Database): { db: Database; selects: () => number } {
  let selects = 0;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'select') selects++;
      return Reflect.get(target, property, receiver);
    },
  });
  return { db: counted, selects: () => selects };
}

describeOnEachDatabase('the tracking-id cache (tracking id and ingest key to website)', (get) => {
  const newSite = async () => {
    const { cookie } = await registerAndSignIn(get().app);
    return (await addWebsite(get().app, cookie)).embed;
  };

  it('answers a made-up id or key without asking the database', async () => {
    const { db, selects } = countingSelects(get().database.db);
    const trackingIds = new TrackingIdCache(db);
    for (const text of [
      'bt_nope',
      'bt_not.base64url',
      'x',
      '',
      `bt_${'a'.repeat(100)}`,
      "bt_'; drop table--",
    ]) {
      expect(await trackingIds.websiteIdForTrackingId(text)).toBeNull();
    }
    for (const text of ['wrong', 'blk_short', `${newIngestKey()}x`]) {
      expect(await trackingIds.websiteIdForIngestKey(text)).toBeNull();
    }
    expect(selects()).toBe(0);
    // Well formed but unknown: one query, then the miss is remembered.
    const unknown = newTrackingId();
    expect(await trackingIds.websiteIdForTrackingId(unknown)).toBeNull();
    expect(await trackingIds.websiteIdForTrackingId(unknown)).toBeNull();
    expect(selects()).toBe(1);
  });

  it('asks the database once for lookups of one id made at the same time', async () => {
    const embed = await newSite();
    const { db, selects } = countingSelects(get().database.db);
    const trackingIds = new TrackingIdCache(db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => trackingIds.websiteIdForTrackingId(embed.trackingId)),
    );
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toEqual(expect.any(Number));
    expect(selects()).toBe(1);
  });

  it('does not bring back a rotated key that a lookup running during the rotation read', async () => {
    const embed = await newSite();
    const trackingIds = new TrackingIdCache(get().database.db);
    // The lookup starts, reads the row as it is now, and is still running when the key changes.
    const running = trackingIds.websiteIdForIngestKey(embed.ingestKey);
    trackingIds.forget({ trackingId: embed.trackingId, ingestKey: embed.ingestKey });
    expect(await running).toEqual(expect.any(Number));
    await get()
      .database.db.update(websites)
      .set({ ingestKey: newIngestKey() })
      .where(eq(websites.trackingId, embed.trackingId));
    expect(await trackingIds.websiteIdForIngestKey(embed.ingestKey)).toBeNull();
  });
});
