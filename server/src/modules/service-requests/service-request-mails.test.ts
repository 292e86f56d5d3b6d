import { serviceRequestSubmission } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import { VALID_SERVICE_REQUEST } from '../../test-support/service-request-submissions';
import { serviceRequestConfirmationMail, serviceRequestTeamMail } from './service-request-mails';

const request = serviceRequestSubmission.parse({
  ...VALID_SERVICE_REQUEST,
  serviceType: 'digital-marketing',
  budget: 'discuss',
  timeframe: '6-months-plus',
  preferredCommunication: 'text',
});
const META = { id: 7, publicUrl: 'https://botlens.example' };

describe('the service request’s mails', () => {
  it('gives the team every detail, labelled, with the client as Reply-To', () => {
    const mail = serviceRequestTeamMail(request, { ...META, to: 'team@botlens.example', userId: null });
    expect(mail).toMatchObject({
      kind: 'service-request',
      to: 'team@botlens.example',
      replyTo: 'ada@example.com',
      subject: '[Service request #7, Digital Marketing] A new shop for our bakery',
    });
    expect(mail.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Service: Digital Marketing',
        "Budget: Let's discuss",
        'Timeframe: 6+ months',
        'Priority: Medium',
        'Company: –',
        'Preferred communication: Text message',
        'Not signed in',
        'Manage requests: https://botlens.example/admin/service-requests',
      ]),
    );
  });

  it('confirms to the client in our words only, with the 24 hours of part 2 §8', () => {
    const mail = serviceRequestConfirmationMail(request, META);
    expect(mail).toMatchObject({
      kind: 'service-request-confirmation',
      to: 'ada@example.com',
      subject: 'We received your service request #7',
    });
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain('We reply within 24 hours (preferred communication: text message).');
    expect(mail.text).toContain("Budget: Let's discuss");
    for (const typed of [request.projectTitle, request.firstName, request.lastName, 'phones']) {
      expect(mail.text).not.toContain(typed);
    }
  });
});
