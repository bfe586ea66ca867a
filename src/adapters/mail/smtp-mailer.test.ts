/**
 * SMTP through nodemailer to a real SMTP server on a local port: the Mailer contract (what
 * arrives is what was sent), then what is SMTP's own (the sender, the MIME structure, a magic
 * link that signs in, inline images).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeliveredMail, mailerContract } from '../../domain/ports/mailer.contract.ts';
import { decodeWords, headerParam, leaves, readMime } from '../../testing/mime-reader.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEMO_CUSTOMERS } from '../db/seed/demo-customers.ts';
import { SmtpMailer } from './smtp-mailer.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server on a free local port, keeping what it receives. */
let server: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A received mail as its recipient's mail program reads it. */
function delivered(raw: string): DeliveredMail {
  const mail = readMime(raw);
  const text = (part: { body: Buffer }) => part.body.toString('utf8');
  const isFile = (part: { headers: Map<string, string> }) =>
    part.headers.has('content-disposition') || part.headers.has('content-id');
  const parts = leaves(mail);
  const body = (type: string) =>
    parts.find((p) => !isFile(p) && (p.headers.get('content-type') ?? '').startsWith(type));
  return {
    to: (mail.headers.get('to') ?? '').replace(/^.*<|>.*$/g, ''),
    subject: decodeWords(mail.headers.get('subject') ?? ''),
    text: text(body('text/plain') ?? { body: Buffer.alloc(0) }),
    html: text(body('text/html') ?? { body: Buffer.alloc(0) }),
    locale: mail.headers.get('content-language') ?? '',
    attachments: parts.filter(isFile).map((part) => {
      const cid = part.headers.get('content-id')?.replace(/^<|>$/g, '');
      return {
        filename:
          headerParam(part.headers.get('content-disposition'), 'filename') ??
          headerParam(part.headers.get('content-type'), 'name') ??
          '',
        contentType: part.headers.get('content-type') ?? '',
        ...(cid ? { cid } : {}),
        content: new Uint8Array(part.body),
      };
    }),
  };
}

mailerContract('SMTP (local server)', async () => {
  const mailer = new SmtpMailer({
    url: `smtp://127.0.0.1:${port}`,
    from: 'Maple Street Playhouse <box-office@example.org>',
    tls: { rejectUnauthorized: false },
  });
  afterAll(() => mailer.close());
  return {
    mailer,
    delivered: async (to) =>
      received.filter((m) => m.to.includes(to)).map((m) => delivered(m.data)),
  };
});

describe('mail through SMTP', () => {
  let t: TestApp;
  let mailer: SmtpMailer;
  beforeAll(async () => {
    mailer = new SmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Maple Street Playhouse <box-office@example.org>',
      tls: { rejectUnauthorized: false },
    });
    t = await createTestApp({}, { mailer });
  });
  afterAll(async () => {
    await t?.close();
    mailer?.close();
  });

  it('delivers a magic link mail, HTML and text, in the customer’s language', async () => {
    const { email } = DEMO_CUSTOMERS.rose;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/magic-link',
      payload: { email },
    });
    expect(response.statusCode).toBe(202);
    await t.auth.settled();
    const mail = received.find((m) => m.to.includes(email));
    expect(mail?.from).toBe('box-office@example.org');
    const data = mail?.data ?? '';
    expect(data).toMatch(/^Subject: /m);
    expect(data).toContain('Content-Language: ht');
    expect(data).toContain('multipart/alternative');
    expect(data).toContain('text/plain');
    expect(data).toContain('text/html');
    // Haitian Creole, whatever the transfer encoding did to the accents.
    expect(data).toMatch(/Bonjou Rose/);
    const token = data
      .replace(/=\r?\n/g, '')
      .match(
        /authentication\?token=3D([A-Za-z0-9_-]{43})|authentication\?token=([A-Za-z0-9_-]{43})/,
      );
    const value = token?.[1] ?? token?.[2];
    expect(value).toBeTruthy();
    // The link in the mail signs in.
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/magic-link/verify',
      payload: { token: value },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    // Nothing went to the outbox: SMTP took it.
    expect(await t.outbox.list({ to: email })).toEqual([]);
  });

  it('sends attachments: files as attachments, QR codes inline for the HTML', async () => {
    await mailer.send({
      to: 'attachments@example.com',
      subject: 'Your tickets',
      text: 'Tickets attached',
      html: '<p><img src="cid:qr-1@tickets.houselights" alt="QR"></p>',
      locale: 'en-US',
      kind: 'orderConfirmation',
      attachments: [
        {
          filename: 'tickets-MSP-7K3QX9TZ.pdf',
          contentType: 'application/pdf',
          content: new TextEncoder().encode('%PDF-1.7 test'),
        },
        {
          filename: 'MSP-7K3QX9TZ.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: new TextEncoder().encode('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'),
        },
        {
          filename: 'ticket-1.png',
          contentType: 'image/png',
          cid: 'qr-1@tickets.houselights',
          content: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
        },
      ],
    });
    const data = received.find((m) => m.to.includes('attachments@example.com'))?.data ?? '';
    const unfolded = data.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toMatch(/Content-Type: application\/pdf; name="?tickets-MSP-7K3QX9TZ\.pdf/);
    expect(unfolded).toMatch(
      /Content-Disposition: attachment; filename="?tickets-MSP-7K3QX9TZ\.pdf/,
    );
    expect(unfolded).toContain('Content-Type: text/calendar');
    expect(unfolded).toContain('Content-ID: <qr-1@tickets.houselights>');
    expect(unfolded).toMatch(/Content-Disposition: inline/);
    expect(data).toContain(Buffer.from('%PDF-1.7 test').toString('base64'));
  });
});
