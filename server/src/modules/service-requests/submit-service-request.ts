import type { ServiceRequestAccepted, serviceRequestSubmission } from '@botlens/contracts';
import type { z } from 'zod';
import { ValidationError } from '../../lib/errors';
import type { Ctx } from '../context';
import { enqueueMail } from '../mail/enqueue-mail';
import { serviceRequestConfirmationMail, serviceRequestTeamMail } from './service-request-mails';
import { hasRequestFromEmailSince, insertPendingServiceRequest } from './submit-service-request.queries';

export type ServiceRequestInput = z.output<typeof serviceRequestSubmission>;

/** What a filled honeypot answers: a person never sees the field, but a browser's autofill might fill it. */
export const HONEYPOT_FILLED_MESSAGE =
  'This request looks automated: a hidden anti-spam field was filled in. If you are a person, reload the page and send the form again without autofill.';

/**
 * One confirmation per address in this time: the per-address limit stops one client flooding, this stops
 * many clients using the form to fill one stranger's inbox. The request itself is always stored.
 */
export const CONFIRMATION_QUIET_MS = 15 * 60_000;

/**
 * Stores a visitor's request as `pending` with its first history row and, in the same transaction, queues
 * the team's copy (to SUPPORT_EMAIL, else ADMIN_EMAIL; none when neither is set: administrators still see
 * the request in the admin area) and the client's confirmation. The outbox sends them when SMTP is set.
 */
export async function submitServiceRequest({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: ServiceRequestInput;
}): Promise<ServiceRequestAccepted> {
  const { fax, ...request } = input;
  // The honeypot: refused before anything is stored, with words a person who tripped it can act on.
  if (fax !== undefined && fax.trim() !== '') throw new ValidationError(HONEYPOT_FILLED_MESSAGE);

  const teamAddress = ctx.config.mail.supportEmail ?? ctx.config.admin?.email;
  const userId = ctx.actor?.id ?? null;
  const { publicUrl } = ctx.config;
  return ctx.db.transaction(async (tx) => {
    const confirmedLately = await hasRequestFromEmailSince(
      tx,
      request.email,
      new Date(Date.now() - CONFIRMATION_QUIET_MS),
    );
    const { id } = await insertPendingServiceRequest(tx, { ...request, userId });
    if (teamAddress) {
      await enqueueMail(tx, serviceRequestTeamMail(request, { id, to: teamAddress, userId, publicUrl }));
    }
    if (!confirmedLately) await enqueueMail(tx, serviceRequestConfirmationMail(request, { id, publicUrl }));
    return { id };
  });
}
