import type { Job } from '../../lib/jobs';
import type { Ctx } from '../context';
import type { OutboxPass } from './send-due-mails';

/** Sends the outbox every 15 seconds: a support message reaches the team soon after it is written. */
export function mailOutboxJob(ctx: Ctx, sendDueMails: (args: { ctx: Ctx }) => Promise<OutboxPass>): Job {
  return {
    name: 'mail outbox',
    firstRunAfterMs: 5_000,
    everyMs: 15_000,
    run: async () => {
      await sendDueMails({ ctx });
    },
  };
}
