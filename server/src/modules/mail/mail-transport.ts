import nodemailer from 'nodemailer';

/** What the outbox needs of an SMTP client: nodemailer's transport, or nothing when SMTP is not set. */
export type MailTransport = {
  send: (mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    replyTo?: string;
  }) => Promise<void>;
  close: () => void;
};

/**
 * A nodemailer transport for SMTP_URL (smtp:// or smtps://, credentials in the URL). Short timeouts: the
 * outbox job sends one mail after another, and a server that does not answer must not hold the others up
 * for nodemailer's default two minutes; the mail is retried later anyway.
 */
export function createMailTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (mail) => {
      await transporter.sendMail({
        ...mail,
        // Our own text: nodemailer must not read files or URLs named in it.
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close: () => transporter.close(),
  };
}
