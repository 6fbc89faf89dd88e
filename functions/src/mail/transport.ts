// The one way functions send email: SMTP through nodemailer. The transport is an interface so
// delivery can be driven against any SMTP server (MailDev locally, the provider in production).

import { createTransport } from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Deterministic per delivery, so a receiving system can recognise a duplicate. */
  messageId: string;
  headers: Record<string, string>;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailTransport {
  /** Resolves once the server accepted the message; rejects with the server's answer otherwise. */
  send(message: MailMessage): Promise<{ response: string }>;
}

export interface SmtpSettings {
  host: string;
  port: number;
  /** Implicit TLS (port 465); otherwise STARTTLS is used when the server offers it. */
  secure: boolean;
  user: string;
  password: string;
}

/** How long one SMTP exchange may take; a delivery still 'sending' after this is stale. */
export const SMTP_TIMEOUT_MS = 30_000;

export function smtpTransport(settings: SmtpSettings): MailTransport {
  const transporter = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.password } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS / 3,
    greetingTimeout: SMTP_TIMEOUT_MS / 3,
    socketTimeout: SMTP_TIMEOUT_MS / 2,
  });
  return {
    async send(message) {
      const info = await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        headers: message.headers,
        attachments: message.attachments,
      });
      return { response: String(info.response ?? '') };
    },
  };
}
