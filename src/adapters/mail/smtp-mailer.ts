import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '../../domain/ports/mailer.ts';

/**
 * Mail through SMTP (nodemailer): `SMTP_URL` such as smtps://user:pass@smtp.example.com:465 or
 * smtp://localhost:2525. Pooled, so a burst of reset mails reuses connections.
 */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(options: { url: string; from: string; tls?: { rejectUnauthorized: boolean } }) {
    const url = new URL(options.url);
    this.transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
      secure: url.protocol === 'smtps:',
      ...(url.username
        ? {
            auth: {
              user: decodeURIComponent(url.username),
              pass: decodeURIComponent(url.password),
            },
          }
        : {}),
      pool: true,
      maxConnections: 2,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      ...(options.tls ? { tls: options.tls } : {}),
    });
    this.from = options.from;
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: { 'Content-Language': message.locale },
      attachments: (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.content),
        // An inline image (a ticket's QR code) is shown by the HTML, not listed as a file.
        ...(a.cid ? { cid: a.cid, contentDisposition: 'inline' as const } : {}),
      })),
    });
  }

  close(): void {
    this.transport.close();
  }
}
