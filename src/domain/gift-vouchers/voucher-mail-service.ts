/**
 * Sends the gift vouchers that are due (issue 11): each is claimed before its mail goes out, so
 * it is delivered once whatever runs twice; one that fails is released and tried again by the
 * next run. Vouchers for today go out just after their order is confirmed (`kick`); vouchers for
 * a later day go out from the mail job on that day.
 */
import type { Clock } from '../ports/clock.ts';
import type { GiftVoucherDeliveries } from '../ports/gift-voucher-deliveries.ts';
import type { GiftVoucherDocuments } from '../ports/gift-voucher-documents.ts';
import type { Mailer } from '../ports/mailer.ts';
import { voucherCard } from './voucher-document.ts';
import { renderVoucherMail } from './voucher-mails.ts';

/** Vouchers claimed per round: a PDF each, so a big order goes out in several short rounds. */
const CLAIM_BATCH = 20;
/** A failed mail is tried again after a minute, then twice as long each time, a day at most. */
export const RETRY_FIRST_MS = 60_000;
export const RETRY_MAX_MS = 24 * 60 * 60_000;

export class GiftVoucherMailService {
  private readonly deliveries: GiftVoucherDeliveries;
  private readonly documents: GiftVoucherDocuments;
  private readonly mailer: Mailer;
  private readonly clock: Clock;
  private readonly publicUrl: string;
  private readonly onError: (error: unknown) => void;
  private running: Promise<number> | undefined;
  private again = false;

  constructor(deps: {
    deliveries: GiftVoucherDeliveries;
    documents: GiftVoucherDocuments;
    mailer: Mailer;
    clock: Clock;
    publicUrl: string;
    onError?: (error: unknown) => void;
  }) {
    this.deliveries = deps.deliveries;
    this.documents = deps.documents;
    this.mailer = deps.mailer;
    this.clock = deps.clock;
    this.publicUrl = deps.publicUrl;
    this.onError = deps.onError ?? (() => {});
  }

  /**
   * An order was confirmed: its vouchers for today go out in the background. A run in progress
   * is not doubled; it runs once more when it ends, to catch what was confirmed meanwhile.
   */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      let sent = 0;
      do {
        this.again = false;
        await new Promise((resolve) => setImmediate(resolve));
        sent += await this.sendDue();
      } while (this.again);
      return sent;
    })()
      .catch((error: unknown) => {
        this.onError(error);
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Resolves when the background sending started by `kick` is done (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Sends every voucher due now: answers how many went. Failures are reported and released. */
  async sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claims = await this.deliveries.claimDue(this.clock.now(), CLAIM_BATCH);
      if (claims.length === 0) return sent;
      let failed = 0;
      for (const voucher of claims) {
        try {
          const card = voucherCard(
            {
              code: voucher.code,
              amountCents: voucher.amountCents,
              expiresAt: voucher.expiresAt,
              recipientName: voucher.recipientName,
              fromName: voucher.fromName,
              message: voucher.message,
              locale: voucher.locale,
            },
            this.publicUrl,
          );
          const pdf = await this.documents.pdf(card);
          await this.mailer.send({
            ...renderVoucherMail(voucher, this.publicUrl),
            attachments: [
              { filename: card.filename, contentType: 'application/pdf', content: pdf },
            ],
          });
          sent++;
        } catch (error) {
          failed++;
          const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.min(voucher.attempts, 20));
          await this.deliveries
            .release(voucher.id, new Date(this.clock.now().getTime() + wait))
            .catch(() => {});
          this.onError(error);
        }
      }
      // A round where every mail failed stops here (the mailer may be down); those wait for
      // their next try, so they never hold up the vouchers after them.
      if (failed === claims.length) return sent;
    }
  }
}
