import type { Locale } from '../../shared/locales.ts';
import { AppError } from '../app-error.ts';
import { giftReceipt, type Organization } from '../giving/tax-receipt.ts';
import { renderTributeNotice } from '../giving/tribute-notice.ts';
import type { Clock } from '../ports/clock.ts';
import type { MailAttachment, Mailer } from '../ports/mailer.ts';
import type { ReceiptDocuments } from '../ports/receipt-documents.ts';
import type { TicketDocuments, TicketLayout } from '../ports/ticket-documents.ts';
import type { TicketedOrders } from '../ports/ticketed-orders.ts';
import { calendarEntry } from './calendar-entry.ts';
import {
  calendarEventsOf,
  qrCodeCid,
  renderConfirmationMail,
  renderReminderMail,
} from './order-mails.ts';
import { type TicketedOrder, ticketCount } from './ticketed-order.ts';

/** Spec §9: ticket reminders go out 24 hours before a performance. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;
/** A confirmation not sent by then (the mailer failed, the process stopped) is sent again… */
export const CONFIRMATION_RETRY_AFTER_MS = 60 * 1000;
/** …for this long; older orders are the box office's business, not a surprise mail. */
export const CONFIRMATION_RETRY_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

export const ticketsPdfName = (number: string) => `tickets-${number}.pdf`;

/**
 * The mails that follow an order, and its print-at-home tickets: the confirmation (once, after
 * the confirming transaction has committed), the notice to whom a tribute gift's donor asked us
 * to tell (once per gift), the reminder a day before each performance (once per order and
 * performance), and the PDF for the account. A mail is claimed in the database
 * before it is sent, so two requests, two processes or a restart never send it twice; a mail
 * that fails is released for the next run, and never undoes the order.
 */
export class OrderMailService {
  private readonly orders: TicketedOrders;
  private readonly documents: TicketDocuments;
  private readonly receipts: { documents: ReceiptDocuments; organization: Organization };
  private readonly mailer: Mailer;
  private readonly clock: Clock;
  private readonly publicUrl: string;
  private readonly onError: (error: unknown) => void;
  private readonly pending = new Set<Promise<void>>();
  private readonly queued = new Set<string>();
  private queue: Promise<void> = Promise.resolve();

  constructor(deps: {
    orders: TicketedOrders;
    documents: TicketDocuments;
    /** Each gift's tax receipt (IRS Publication 1771), attached to the confirmation. */
    receipts: { documents: ReceiptDocuments; organization: Organization };
    mailer: Mailer;
    clock: Clock;
    publicUrl: string;
    /** Failures of mail sent in the background (logged by the server). */
    onError?: (error: unknown) => void;
  }) {
    this.orders = deps.orders;
    this.documents = deps.documents;
    this.receipts = deps.receipts;
    this.mailer = deps.mailer;
    this.clock = deps.clock;
    this.publicUrl = deps.publicUrl.replace(/\/+$/, '');
    this.onError = deps.onError ?? (() => {});
  }

  /**
   * An order was confirmed and its transaction committed: its confirmation goes out in the
   * background, so the buyer's answer never waits for (or fails with) the mail. Mails are made
   * one at a time (a PDF costs tens of milliseconds of CPU: an on-sale rush must not make two
   * hundred at once), and an order already waiting is not queued again (the return and the
   * webhooks all say "confirmed").
   */
  orderConfirmed(number: string): void {
    if (this.queued.has(number)) return;
    this.queued.add(number);
    const work = this.queue.then(async () => {
      // Let the answer go out first.
      await new Promise((resolve) => setImmediate(resolve));
      this.queued.delete(number);
      await this.sendConfirmation(number);
      await this.sendTributeNotices(number);
    });
    // The next mail waits for this one, whatever became of it.
    this.queue = work.then(
      () => {},
      () => {},
    );
    const run = work
      .catch((error: unknown) => {
        this.queued.delete(number);
        this.onError(error);
      })
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  /** Resolves when the mails started in the background are done (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /**
   * Sends the order's confirmation if nobody has: answers whether this call sent it. A failure
   * releases the claim (a later run tries again) and is thrown to the caller.
   */
  async sendConfirmation(number: string): Promise<boolean> {
    if (!(await this.orders.claimConfirmationMail(number, this.clock.now()))) return false;
    try {
      const order = await this.orders.find(number);
      if (!order) return false;
      const mail = renderConfirmationMail(order, this.publicUrl);
      await this.mailer.send({ ...mail, attachments: await this.attachmentsOf(order) });
      return true;
    } catch (error) {
      await this.orders.releaseConfirmationMail(number).catch(() => {});
      throw error;
    }
  }

  /**
   * Sends the tribute notices of the order's gifts that nobody has sent: answers how many this
   * call sent. Each is claimed alone; one that fails is released (a later run tries again) and
   * the others still go. Failures are thrown after all were tried.
   */
  async sendTributeNotices(number: string): Promise<number> {
    const claims = await this.orders.claimTributeNotices(number, this.clock.now());
    if (claims.length === 0) return 0;
    const order = await this.orders.find(number).catch(async (error: unknown) => {
      await Promise.allSettled(claims.map((c) => this.orders.releaseTributeNotice(c.giftId)));
      throw error;
    });
    let sent = 0;
    const failures: unknown[] = [];
    for (const claim of claims) {
      const gift = order?.donations.find((g) => g.id === claim.giftId);
      const mail = order && gift ? renderTributeNotice(order, gift, claim) : null;
      if (!mail) continue;
      try {
        await this.mailer.send(mail);
        sent++;
      } catch (error) {
        await this.orders.releaseTributeNotice(claim.giftId).catch(() => {});
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
    return sent;
  }

  /**
   * Confirmations and tribute notices that were never sent (a failed mailer, a stop at the
   * wrong moment): answers how many mails went.
   */
  async retryConfirmations(): Promise<number> {
    const now = this.clock.now().getTime();
    const window = {
      confirmedAfter: new Date(now - CONFIRMATION_RETRY_WINDOW_MS),
      confirmedBefore: new Date(now - CONFIRMATION_RETRY_AFTER_MS),
    };
    let sent = 0;
    for (const number of await this.orders.unsentConfirmations(window)) {
      try {
        if (await this.sendConfirmation(number)) sent++;
      } catch (error) {
        this.onError(error);
      }
    }
    for (const number of await this.orders.unsentTributeNotices(window)) {
      try {
        sent += await this.sendTributeNotices(number);
      } catch (error) {
        this.onError(error);
      }
    }
    return sent;
  }

  /**
   * Reminders for the performances starting within the lead time (spec §9: 24 hours), once per
   * order and performance. Orders bought within that time are left out: their confirmation has
   * just said it all.
   */
  async sendDueReminders(): Promise<number> {
    const now = this.clock.now();
    const claims = await this.orders.claimDueReminders({
      now,
      until: new Date(now.getTime() + REMINDER_LEAD_MS),
      leadMs: REMINDER_LEAD_MS,
    });
    let sent = 0;
    for (const claim of claims) {
      try {
        const order = await this.orders.find(claim.number);
        const performance = order?.performances.find((p) => p.id === claim.performanceId);
        if (!order || !performance) continue;
        await this.mailer.send(renderReminderMail(order, performance, this.publicUrl));
        sent++;
      } catch (error) {
        await this.orders.releaseReminder(claim).catch(() => {});
        this.onError(error);
      }
    }
    return sent;
  }

  /**
   * The print-at-home PDF of a customer's confirmed order, in the reader's language. Anything
   * else (not theirs, not confirmed, no such order) is ORDER_NOT_FOUND: nothing tells them apart.
   */
  async ticketsPdf(input: {
    customerId: number;
    number: string;
    layout: TicketLayout;
    locale: Locale;
  }): Promise<{ filename: string; content: Uint8Array }> {
    const order = await this.orders.find(input.number, {
      customerId: input.customerId,
      locale: input.locale,
    });
    // An order of gifts alone has no tickets to print: no blank PDF for it.
    if (!order || order.performances.length === 0) throw new AppError('ORDER_NOT_FOUND');
    return {
      filename: ticketsPdfName(order.number),
      content: await this.documents.pdf(order, input.layout),
    };
  }

  /**
   * The tickets PDF (one ticket per page), the calendar entry and each ticket's QR image, when
   * the order has tickets; each gift's tax receipt, when it has gifts.
   */
  private async attachmentsOf(order: TicketedOrder): Promise<MailAttachment[]> {
    return [
      ...(ticketCount(order) > 0 ? await this.ticketAttachments(order) : []),
      ...(await this.receiptAttachments(order)),
    ];
  }

  private async ticketAttachments(order: TicketedOrder): Promise<MailAttachment[]> {
    const qrCodes = await Promise.all(
      order.performances.flatMap((performance) =>
        performance.tickets.map(async (ticket) => ({
          filename: `ticket-${ticket.barcode}.png`,
          contentType: 'image/png',
          cid: qrCodeCid(ticket.barcode),
          content: await this.documents.qrCodePng(ticket.barcode),
        })),
      ),
    );
    const ics = calendarEntry(calendarEventsOf(order, this.publicUrl), this.clock.now());
    return [
      {
        filename: ticketsPdfName(order.number),
        contentType: 'application/pdf',
        content: await this.documents.pdf(order, 'ticket'),
      },
      {
        filename: `${order.number}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: new TextEncoder().encode(ics),
      },
      ...qrCodes,
    ];
  }

  /** One receipt per gift, dated with the order's confirmation, in the order's language. */
  private async receiptAttachments(order: TicketedOrder): Promise<MailAttachment[]> {
    const withTickets = ticketCount(order) > 0;
    const attachments: MailAttachment[] = [];
    // One after another: a PDF costs CPU, and an order has a gift or two.
    for (const gift of order.donations) {
      const receipt = giftReceipt({
        gift: { ...gift, orderNumber: order.number, givenAt: order.confirmedAt, withTickets },
        donor: order.customer,
        organization: this.receipts.organization,
        locale: order.locale,
      });
      attachments.push({
        filename: receipt.filename,
        contentType: 'application/pdf',
        content: await this.receipts.documents.pdf(receipt),
      });
    }
    return attachments;
  }
}
