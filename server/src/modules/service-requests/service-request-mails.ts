import {
  SERVICE_BUDGET_LABELS,
  SERVICE_COMMUNICATION_LABELS,
  SERVICE_PRIORITY_LABELS,
  SERVICE_REQUEST_REPLY_HOURS,
  SERVICE_TIMEFRAME_LABELS,
  SERVICE_TYPE_LABELS,
  type serviceRequestSubmission,
} from '@botlens/contracts';
import type { z } from 'zod';
import type { OutgoingMail } from '../mail/enqueue-mail';

/** A request as the contract hands it over: trimmed, optional fields absent, defaults filled in. */
export type SubmittedServiceRequest = Omit<z.output<typeof serviceRequestSubmission>, 'fax'>;

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const orDash = (value: string | undefined) => value ?? '–';

/**
 * The team's copy: every detail of the request as plain text, with the client as Reply-To so the answer
 * goes straight back. The contract has refused line breaks in the title and names, and enqueueMail checks
 * the headers again; the subject is ours around the client's title.
 */
export function serviceRequestTeamMail(
  request: SubmittedServiceRequest,
  meta: { id: number; to: string; userId: number | null; publicUrl: string },
): OutgoingMail {
  const service = SERVICE_TYPE_LABELS[request.serviceType];
  return {
    kind: 'service-request',
    to: meta.to,
    replyTo: request.email,
    subject: `[Service request #${meta.id}, ${service}] ${request.projectTitle}`,
    text: [
      `New service request #${meta.id}`,
      '',
      `Service: ${service}`,
      `Project title: ${request.projectTitle}`,
      `Budget: ${SERVICE_BUDGET_LABELS[request.budget]}`,
      `Timeframe: ${SERVICE_TIMEFRAME_LABELS[request.timeframe]}`,
      `Priority: ${SERVICE_PRIORITY_LABELS[request.priority]}`,
      `Has an existing website: ${yesNo(request.hasExistingWebsite)}`,
      `Needs hosting: ${yesNo(request.needsHosting)}`,
      `Needs maintenance: ${yesNo(request.needsMaintenance)}`,
      '',
      `From: ${request.firstName} ${request.lastName} <${request.email}>`,
      `Company: ${orDash(request.company)}`,
      `Phone: ${orDash(request.phone)}`,
      `Website: ${orDash(request.website)}`,
      `Preferred communication: ${SERVICE_COMMUNICATION_LABELS[request.preferredCommunication]}`,
      meta.userId === null ? 'Not signed in' : `Signed-in user id: ${meta.userId}`,
      '',
      'Project description:',
      request.projectDescription,
      '',
      'Specific requirements:',
      orDash(request.specificRequirements),
      '',
      `Manage requests: ${meta.publicUrl}/admin/service-requests`,
    ].join('\n'),
  };
}

/**
 * The client's confirmation. It goes to an address nobody has verified, so it repeats none of the free
 * text typed into the form (title, description, names): otherwise the form would let anyone send a
 * message of their choosing, from us, to any inbox. Only our words and the chosen options.
 */
export function serviceRequestConfirmationMail(
  request: SubmittedServiceRequest,
  meta: { id: number; publicUrl: string },
): OutgoingMail {
  const how = SERVICE_COMMUNICATION_LABELS[request.preferredCommunication].toLowerCase();
  return {
    kind: 'service-request-confirmation',
    to: request.email,
    subject: `We received your service request #${meta.id}`,
    text: [
      'Hello,',
      '',
      `Thank you for your request. We reply within ${SERVICE_REQUEST_REPLY_HOURS} hours (preferred communication: ${how}).`,
      '',
      `Request: #${meta.id}`,
      `Service: ${SERVICE_TYPE_LABELS[request.serviceType]}`,
      `Budget: ${SERVICE_BUDGET_LABELS[request.budget]}`,
      `Timeframe: ${SERVICE_TIMEFRAME_LABELS[request.timeframe]}`,
      '',
      'If you did not send this request, you can ignore this mail.',
      '',
      `BotLens, ${meta.publicUrl}`,
    ].join('\n'),
  };
}
