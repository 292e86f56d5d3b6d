import { SESSION_GAP_MS } from '../../tracking/ingest/merge-sessions';

export type SessionSpan = { startedAt: Date; lastSeenAt: Date; totalPages: number };

/** One session that absorbs the others of its group: the first of them, grown to cover them all. */
export type SessionMerge<T extends SessionSpan> = {
  survivor: T;
  merged: SessionSpan;
  absorbed: T[];
};

/**
 * Sessions of one (website, bot, address) that touch, as the ingest writer would have built them had their
 * hits arrived under one name: a session that starts within 30 minutes of the end of those before it joins
 * them. Two old names renamed to one can leave such sessions side by side. Only groups of two or more are
 * returned; their survivor is the earliest (then the first given), so it keeps its start and its row.
 */
export function mergeTouchingSessions<T extends SessionSpan>(sessions: readonly T[]): Array<SessionMerge<T>> {
  const sorted = sessions
    .map((session, index) => ({ session, index }))
    .sort((a, b) => a.session.startedAt.getTime() - b.session.startedAt.getTime() || a.index - b.index)
    .map(({ session }) => session);
  const merges: Array<SessionMerge<T>> = [];
  let group: T[] = [];
  let end = Number.NEGATIVE_INFINITY;
  const close = () => {
    const [survivor, ...absorbed] = group;
    if (!survivor || absorbed.length === 0) return;
    merges.push({
      survivor,
      absorbed,
      merged: {
        startedAt: survivor.startedAt,
        lastSeenAt: new Date(end),
        totalPages: group.reduce((pages, session) => pages + session.totalPages, 0),
      },
    });
  };
  for (const session of sorted) {
    if (group.length > 0 && session.startedAt.getTime() <= end + SESSION_GAP_MS) {
      group.push(session);
      end = Math.max(end, session.lastSeenAt.getTime());
      continue;
    }
    close();
    group = [session];
    end = session.lastSeenAt.getTime();
  }
  close();
  return merges;
}
