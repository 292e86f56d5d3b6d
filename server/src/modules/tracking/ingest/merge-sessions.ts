/** ARCHITECTURE.md §4: the same bot from the same address; 30 minutes without a hit ends a session. */
export const SESSION_GAP_MS = 30 * 60 * 1000;

/** A session of one (website, bot, address) as the merge sees it: a span of time and its page count. */
export type SessionSpan<Stored> = {
  startedAt: Date;
  lastSeenAt: Date;
  totalPages: number;
  /** The stored session this span is (or, after a merge, continues); absent for a new one. */
  stored?: Stored;
};

export type SessionChanges<Stored> = {
  /** New sessions, and stored ones that grew (their `stored` tells which row to update). */
  written: Array<SessionSpan<Stored>>;
  /** Stored sessions that a hit between them joined to an earlier one: their rows go. */
  absorbed: Stored[];
};

/**
 * Adds page views to the stored sessions of one (website, bot, address) near them, in any order: a hit
 * within 30 minutes of a session extends it, before or after; a hit that comes within 30 minutes of two
 * sessions joins them into the earlier one. So the sessions are the same whatever order the hits arrive in,
 * as a log imported late or out of order would otherwise split them. Stored sessions untouched by any hit
 * are left out of the result.
 */
export function mergeIntoSessions<Stored>(
  stored: Array<SessionSpan<Stored> & { stored: Stored }>,
  hits: Date[],
): SessionChanges<Stored> {
  type Item = { from: number; to: number; pages: number; stored?: Stored };
  const items: Item[] = [
    ...stored.map((s) => ({
      from: s.startedAt.getTime(),
      to: s.lastSeenAt.getTime(),
      pages: s.totalPages,
      stored: s.stored,
    })),
    ...hits.map((at): Item => ({ from: at.getTime(), to: at.getTime(), pages: 1 })),
  ].sort((a, b) => a.from - b.from);

  const changes: SessionChanges<Stored> = { written: [], absorbed: [] };
  let group: { from: number; to: number; pages: number; stored: Stored[]; hits: number } | undefined;
  const close = () => {
    if (!group || group.hits === 0) return;
    const [survivor, ...absorbed] = group.stored;
    changes.written.push({
      startedAt: new Date(group.from),
      lastSeenAt: new Date(group.to),
      totalPages: group.pages,
      stored: survivor,
    });
    changes.absorbed.push(...absorbed);
  };
  for (const item of items) {
    if (group && item.from <= group.to + SESSION_GAP_MS) {
      group.to = Math.max(group.to, item.to);
      group.pages += item.pages;
      if (item.stored === undefined) group.hits++;
      else group.stored.push(item.stored);
      continue;
    }
    close();
    group = {
      from: item.from,
      to: item.to,
      pages: item.pages,
      stored: item.stored === undefined ? [] : [item.stored],
      hits: item.stored === undefined ? 1 : 0,
    };
  }
  close();
  return changes;
}
