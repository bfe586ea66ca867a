import type { Locale } from '../../shared/locales.ts';
import type { TicketedOrder } from '../orders/ticketed-order.ts';

/** A reminder this process has claimed and must now send: one order, one performance. */
export interface ClaimedReminder {
  number: string;
  performanceId: number;
}

/**
 * Confirmed orders with their tickets, and the records that make their mails go out once: the
 * confirmation (orders.confirmation_sent_at) and the reminders (performance_reminders). A claim
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
}
