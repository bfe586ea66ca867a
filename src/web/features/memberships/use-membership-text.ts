/**
 * A membership in words (issue 12), one way on every page that shows one (the levels, the
 * form, the basket, the checkout's terms, the confirmation): how it is paid, what each payment
 * is ("$11 a month"), and its days. Message keys are written out whole: the message test finds
 * every key it ships.
 */
import type { PaymentOption } from '../../../shared/contracts/memberships.ts';
import type { Money } from '../../../shared/money.ts';
import { useFormat } from '../../components/use-format.ts';
import { useTranslation } from '../../i18n/i18n.ts';

const OPTION_NAME: Record<PaymentOption, string> = {
  'one-off': 'memberships.option.oneOff',
  monthly: 'memberships.option.monthly',
  yearly: 'memberships.option.yearly',
};

/** Each payment of the option: "$120 for one year", "$11 a month", "$120 a year". */
const PAYMENT_TEXT: Record<PaymentOption, string> = {
  'one-off': 'memberships.price.oneOff',
  monthly: 'memberships.price.monthly',
  yearly: 'memberships.price.yearly',
};

/** What a plan does with the card (direct debit until stopped); a one-off payment is taken once. */
const CHARGE_TEXT: Record<PaymentOption, string> = {
  'one-off': 'memberships.charge.oneOff',
  monthly: 'memberships.charge.monthly',
  yearly: 'memberships.charge.yearly',
};

/** A calendar day (YYYY-MM-DD): noon UTC is that same day on the theatre's calendar. */
const dayInstant = (day: string) => `${day}T12:00:00Z`;

export function useMembershipText() {
  const { t } = useTranslation();
  const f = useFormat();
  return {
    /** "Monthly direct debit". */
    option: (option: PaymentOption) => t(OPTION_NAME[option]),
    /** "$11 a month". */
    payment: (option: PaymentOption, amount: Money) =>
      t(PAYMENT_TEXT[option], { amount: f.money(amount) }),
    /** How the option is charged, in a sentence. */
    charge: (option: PaymentOption, amount: Money) =>
      t(CHARGE_TEXT[option], { amount: f.money(amount) }),
    /** A membership's day, as it sits in a sentence. */
    day: (day: string) => f.date(dayInstant(day), 'day'),
  };
}
