/**
 * Gift vouchers waiting to be e-mailed (issue 11): each is claimed by a conditional write before
 * its mail goes out (gift_vouchers.sent_at), so two processes, a retry or a restart never send it
 * twice; a mail that fails is released for a later run, after a wait that grows.
 */
import type { Locale } from '../../shared/locales.ts';

/** A voucher this process has claimed and must now send. */
export interface DueVoucher {
  id: number;
  code: string;
  amountCents: number;
  expiresAt: Date;
  /** Where it goes: the recipient's address, or the buyer's when none was given. */
  to: string;
  toBuyer: boolean;
  recipientName: string | null;
  /** The buyer's name, as the voucher says who it is from. */
  fromName: string;
  message: string | null;
  /** The buyer's language when they bought it. */
  locale: Locale;
  orderNumber: string;
  /** Mails of it that failed before. */
  attempts: number;
}

export interface GiftVoucherDeliveries {
  /**
   * Claims up to `limit` vouchers due now (no delivery day, or one on or before today on the
   * theatre's clock) that no one has sent and whose next try has come, the longest waiting
   * first: answers the claims this caller won.
   */
  claimDue(now: Date, limit: number): Promise<DueVoucher[]>;
  /**
   * Undoes a claim whose mail could not be sent: a later run tries again, each failure waiting
   * longer (`retryAt`), so vouchers that always fail never hold up the others.
   */
  release(voucherId: number, retryAt: Date): Promise<void>;
}
