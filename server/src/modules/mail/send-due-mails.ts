import type { Ctx } from '../context';
import { MAIL_RETRY, retryDelayMs } from './mail-backoff';
import {
  claimDueMails,
  markMailAttemptFailed,
  markMailSent,
  takeUnreportedUnsentMails,
} from './mail-outbox.queries';
import type { MailTransport } from './mail-transport';

/** What the outbox records of a mail it could not send because no SMTP server is configured. */
export const NOT_SENT_NO_SMTP = 'Not sent: SMTP_URL is not set';
/** Mails claimed per pass; the job runs again soon after. */
const BATCH = 20;
/** How long a claim holds a mail against other processes: longer than any send with its timeouts. */
const LEASE_MS = 5 * 60_000;

export type OutboxPass = { sent: number; retrying: number; failed: number; unsent: number };

/**
 * One pass of the outbox: sends due pending mails (claimed so that two processes never send one twice),
 * marks each sent, or counts the failed attempt and waits longer each time (mail-backoff.ts) until it
 * gives up. Without a transport (no SMTP_URL) every mail stays pending and the log names each one once.
 * `now` stands for the clock in tests.
 */
export function sendDueMailsVerb(transport: MailTransport | undefined) {
  return async ({ ctx, input = {} }: { ctx: Ctx; input?: { now?: Date } }): Promise<OutboxPass> => {
    const pass: OutboxPass = { sent: 0, retrying: 0, failed: 0, unsent: 0 };
    if (!transport) {
      for (const mail of await takeUnreportedUnsentMails(ctx.db, NOT_SENT_NO_SMTP)) {
        pass.unsent++;
        ctx.log.warn(
          { mailId: mail.id, kind: mail.kind },
          'mail not sent: SMTP_URL is not set; it stays in the outbox',
        );
      }
      return pass;
    }
    const claimed = await claimDueMails(ctx.db, input.now, LEASE_MS, BATCH);
    for (const mail of claimed) {
      try {
        await transport.send({
          from: ctx.config.mail.from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody ?? undefined,
          replyTo: mail.replyTo ?? undefined,
        });
        await markMailSent(ctx.db, mail.id, input.now ?? new Date());
        pass.sent++;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const failed = attempts >= MAIL_RETRY.maxAttempts;
        await markMailAttemptFailed(ctx.db, mail.id, {
          attempts,
          failed,
          nextAttemptAt: new Date((input.now ?? new Date()).getTime() + retryDelayMs(attempts)),
          lastError: (error as Error).message.slice(0, 500),
        });
        if (failed) pass.failed++;
        else pass.retrying++;
        ctx.log.warn(
          { mailId: mail.id, kind: mail.kind, attempts, err: error },
          failed ? 'mail failed for good' : 'mail not sent; retrying later',
        );
      }
    }
    return pass;
  };
}
