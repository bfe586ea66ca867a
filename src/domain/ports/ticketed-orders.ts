import type { Locale } from '../../shared/locales.ts';
import type { TicketedOrder } from '../orders/ticketed-order.ts';

/** A reminder this process has claimed and must now send: one order, one performance. */
export interface ClaimedReminder {
  number: string;
  performanceId: number;
}

/** A gift's tribute notice this process has claimed and must now send. */
export interface ClaimedTributeNotice {
  giftId: number;
  /** Whom the donor asked us to tell. */
  email: string;
  /** How the donor asked to be named; null: by their own name. */
  recognitionName: string | null;
  /** The donor asked not to be named: the notice says a friend of the theater. */
  anonymous: boolean;
}

/**
 * Confirmed orders with their tickets, and the records that make their mails go out once: the
 * confirmation (orders.confirmation_sent_at), the reminders (performance_reminders) and the
 * tribute notices (order_donations.tribute_notified_at). A claim
 * is a conditional write, so two requests, two processes or a restart never send a mail twice.
 */
export interface TicketedOrders {
  /**
   * A confirmed order with its tickets, its texts in `locale` (default: the order's language);
   * null when there is no such confirmed order, or it is not `customerId`'s when one is given.
   */
  find(
    number: string,
    options?: { customerId?: number; locale?: Locale },
  ): Promise<TicketedOrder | null>;
  /** Marks the confirmation as sent at `now` if it was not: true only for the one caller that does. */
  claimConfirmationMail(number: string, now: Date): Promise<boolean>;
  /** Undoes a claim whose mail could not be sent, so that a later run sends it. */
  releaseConfirmationMail(number: string): Promise<void>;
  /** Confirmed orders whose confirmation was never sent, confirmed within the given window. */
  unsentConfirmations(window: { confirmedAfter: Date; confirmedBefore: Date }): Promise<string[]>;
  /**
   * Claims the reminders due now: for each confirmed order and each of its performances that
   * starts after `now` and by `until`, bought before the reminder time (startsAt − lead), with
   * no reminder yet, a row is written first; answers the claims this caller won.
   */
  claimDueReminders(window: { now: Date; until: Date; leadMs: number }): Promise<ClaimedReminder[]>;
  /** Undoes a reminder claim whose mail could not be sent. */
  releaseReminder(claim: ClaimedReminder): Promise<void>;
  /**
   * Claims the tribute notices of a confirmed order's gifts that name someone to tell and have
   * not been sent (order_donations.tribute_notified_at): answers the claims this caller won.
   */
  claimTributeNotices(number: string, now: Date): Promise<ClaimedTributeNotice[]>;
  /** Undoes a tribute notice claim whose mail could not be sent. */
  releaseTributeNotice(giftId: number): Promise<void>;
  /** Confirmed orders, confirmed within the window, with a tribute notice never sent. */
  unsentTributeNotices(window: { confirmedAfter: Date; confirmedBefore: Date }): Promise<string[]>;
}
