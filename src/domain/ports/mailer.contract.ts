/**
 * What every Mailer must do (decision 011, issue 10): a mail arrives to its recipient as it was
 * rendered, its subject, text, HTML and language whatever the language's letters, and its
 * attachments byte for byte (files, and the images the HTML shows by their content id); many
 * mails at once each arrive once. The outbox runs it (adapters/mail/outbox-mailer.test.ts),
 * and SMTP against a local SMTP server (smtp-mailer.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from './mailer.ts';

/** A mail as its recipient's side reads it. */
export interface DeliveredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The language the mail says it is in. */
  locale: string;
  attachments: { filename: string; contentType: string; cid?: string; content: Uint8Array }[];
}

export interface MailerFixture {
  mailer: Mailer;
  /** Every mail delivered to this address so far, in any order. */
  delivered(to: string): Promise<DeliveredMail[]>;
}

/** Line ends as written; a transport may send them as CRLF. */
const lines = (text: string) => text.replace(/\r\n/g, '\n').replace(/\n+$/, '');
/** The media type without its parameters. */
const mediaType = (type: string) => type.split(';')[0]?.trim().toLowerCase();

export function mailerContract(name: string, make: () => Promise<MailerFixture>) {
  describe(`Mailer contract: ${name}`, () => {
    let f: MailerFixture;
    let n = 0;
    beforeAll(async () => {
      f = await make();
    });
    /** An address no other case sends to. */
    const address = () => `contract-${++n}-${Date.now().toString(36)}@example.com`;
    const message = (rest: Partial<MailMessage> = {}): MailMessage => ({
      to: address(),
      subject: 'Your tickets for Our Town',
      text: 'Hello Rose,\n\nYour tickets are attached.\n',
      html: '<p>Hello Rose,</p><p>Your tickets are attached.</p>',
      locale: 'en-US',
      kind: 'orderConfirmation',
      ...rest,
    });
    const one = async (to: string) => {
      const mails = await f.delivered(to);
      expect(mails).toHaveLength(1);
      return mails[0] as DeliveredMail;
    };

    it('delivers a mail to its recipient as rendered: subject, text, HTML and language', async () => {
      const sent = message();
      await f.mailer.send(sent);
      const mail = await one(sent.to);
      expect(mail.to).toBe(sent.to);
      expect(mail.subject).toBe(sent.subject);
      expect(lines(mail.text)).toBe(lines(sent.text));
      expect(lines(mail.html)).toBe(lines(sent.html));
      expect(mail.locale).toBe('en-US');
      expect(mail.attachments).toEqual([]);
    });

    it('keeps every language’s letters, in the subject and the body', async () => {
      const texts = {
        ht: 'Bonjou Rose — tikè ou yo pou “Lavil Nou”',
        de: 'Größe und Grüße: Ihre Karten für „Unsere kleine Stadt“',
        sv: 'Åsa, dina biljetter till Vår lilla stad är här',
        es: 'Señora Álvarez: sus entradas ¡ya están aquí!',
      } as const;
      for (const [locale, words] of Object.entries(texts) as [keyof typeof texts, string][]) {
        const sent = message({
          locale,
          subject: words,
          text: `${words}\n`,
          html: `<p>${words}</p>`,
        });
        await f.mailer.send(sent);
        const mail = await one(sent.to);
        expect(mail.subject).toBe(words);
        expect(lines(mail.text)).toBe(words);
        expect(lines(mail.html)).toBe(`<p>${words}</p>`);
        expect(mail.locale).toBe(locale);
      }
    });

    it('keeps the text as written: long lines, a lone dot, “From ” at a line’s start', async () => {
      const long = `${'A very long line of the terms and conditions. '.repeat(40).trim()}`;
      const text = `${long}\n.\n..\nFrom the box office\n= not an escape =3D\n`;
      const sent = message({ text, html: `<p>${long}</p>\n<p>.</p>` });
      await f.mailer.send(sent);
      const mail = await one(sent.to);
      expect(lines(mail.text)).toBe(lines(text));
      expect(lines(mail.html)).toBe(`<p>${long}</p>\n<p>.</p>`);
    });

    it('sends attachments byte for byte: files, and the images the HTML shows by content id', async () => {
      const binary = new Uint8Array(256).map((_, i) => i);
      const sent = message({
        html: '<p><img src="cid:qr-1@tickets.houselights" alt="QR"></p>',
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
            content: binary,
          },
        ],
      });
      await f.mailer.send(sent);
      const mail = await one(sent.to);
      const got = [...mail.attachments].sort((a, b) => a.filename.localeCompare(b.filename));
      const want = [...(sent.attachments ?? [])].sort((a, b) =>
        a.filename.localeCompare(b.filename),
      );
      expect(got.map((a) => a.filename)).toEqual(want.map((a) => a.filename));
      for (const [i, attachment] of want.entries()) {
        const arrived = got[i];
        expect(mediaType(arrived?.contentType ?? '')).toBe(mediaType(attachment.contentType));
        expect(Buffer.from(arrived?.content ?? []).equals(Buffer.from(attachment.content))).toBe(
          true,
        );
        expect(arrived?.cid).toBe(attachment.cid);
      }
    });

    it('delivers many mails at once, each to its own recipient, once', async () => {
      const sent = Array.from({ length: 8 }, (_, i) => message({ subject: `Reminder ${i}` }));
      await Promise.all(sent.map((mail) => f.mailer.send(mail)));
      for (const mail of sent) expect((await one(mail.to)).subject).toBe(mail.subject);
    });
  });
}
