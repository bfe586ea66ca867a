/**
 * Gift vouchers being bought (issue 11), in a cart or an order: how many of which amount, for
 * whom and to which address they are e-mailed, on which day, and the line's price. Read-only on
 * review, payment and confirmation (`GiftVoucherLineList`); the basket's section adds a Remove
 * button per line and the way to buy another (`BasketGiftVouchers`), as its gifts have.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type Cart, giftVoucherLinesOf } from '../../../shared/contracts/cart.ts';
import type { GiftVoucherLine } from '../../../shared/contracts/gift-vouchers.ts';
import { formatMoneyShort } from '../../../shared/money.ts';
import { useFormat } from '../../components/use-format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { apiErrorKey } from '../../lib/http-client.ts';
import { useRemoveGiftVoucher } from './use-cart-gift-vouchers.ts';
import '../../styles/donations.css';
import '../../styles/gift-vouchers.css';

type ShownLine = Pick<
  GiftVoucherLine,
  | 'id'
  | 'amount'
  | 'quantity'
  | 'recipientName'
  | 'recipientEmail'
  | 'message'
  | 'deliverOn'
  | 'price'
>;

/** A calendar day (YYYY-MM-DD) as the reader writes it: noon UTC is that day in New York too. */
const dayInstant = (day: string) => `${day}T12:00:00Z`;

/** "2 gift vouchers of $50": what a line is, in words (also the Remove button's name). */
export function useVoucherLineText() {
  const { t, locale } = useTranslation();
  return (line: Pick<GiftVoucherLine, 'amount' | 'quantity' | 'recipientName'>) => {
    const values = {
      count: line.quantity,
      amount: formatMoneyShort(line.amount, locale),
    };
    return line.recipientName
      ? t('giftVouchers.line.titleFor', { ...values, name: line.recipientName })
      : t('giftVouchers.line.title', values);
  };
}

export function GiftVoucherLineList<L extends ShownLine>({
  lines,
  renderActions,
}: {
  lines: readonly L[];
  renderActions?: (line: L) => ReactNode;
}) {
  const { t, locale } = useTranslation();
  const f = useFormat();
  return (
    <ul className="donation-lines voucher-lines">
      {lines.map((line) => (
        <li key={line.id} className="donation-line voucher-line">
          <p className="donation-line-fund">
            <strong>
              {t('giftVouchers.line.title', {
                count: line.quantity,
                amount: formatMoneyShort(line.amount, locale),
              })}
            </strong>
            <span className="muted">
              {line.recipientName
                ? t('giftVouchers.line.for', { name: line.recipientName })
                : t('giftVouchers.line.forYou')}
            </span>
            <span className="muted">
              {line.recipientEmail
                ? t('giftVouchers.line.emailedTo', { email: line.recipientEmail })
                : t('giftVouchers.line.emailedToYou')}
            </span>
            <span className="muted">
              {line.deliverOn
                ? t('giftVouchers.line.sentOn', {
                    date: f.date(dayInstant(line.deliverOn), 'inSentence'),
                  })
                : t('giftVouchers.line.sentNow')}
            </span>
            {line.message && <span className="muted">{t('giftVouchers.line.withMessage')}</span>}
          </p>
          <p className="donation-line-amount">{f.money(line.price.allIn)}</p>
          {renderActions && <div className="donation-line-actions">{renderActions(line)}</div>}
        </li>
      ))}
    </ul>
  );
}

/**
 * The basket's gift vouchers, each removable; nothing when the cart has none. What happened is
 * the basket's to say (its status line and its alert), so it is handed back.
 */
export function BasketGiftVouchers({
  cart,
  purchasePath = '/gift-vouchers/purchase',
  onRemoved,
  onFailed,
}: {
  cart: Cart | null | undefined;
  purchasePath?: string;
  /** The sentence to say once the line is out (focus is the basket's to move). */
  onRemoved: (said: string) => void;
  /** A failure, for the basket to tell (or to open its cart error dialog). */
  onFailed: (error: unknown, text: string) => void;
}) {
  const { t } = useTranslation();
  const describe = useVoucherLineText();
  const remove = useRemoveGiftVoucher();
  const lines = cart ? giftVoucherLinesOf(cart) : [];
  if (lines.length === 0) return null;
  return (
    <section className="basket-gifts basket-vouchers" aria-labelledby="basket-vouchers">
      <h2 id="basket-vouchers">{t('giftVouchers.basket.title')}</h2>
      <GiftVoucherLineList
        lines={lines}
        renderActions={(line) => (
          <button
            type="button"
            className="link-button"
            aria-label={t('giftVouchers.basket.removeNamed', { what: describe(line) })}
            aria-disabled={remove.isPending || undefined}
            onClick={() => {
              if (remove.isPending) return;
              remove.mutate(line, {
                onSuccess: () =>
                  onRemoved(t('giftVouchers.basket.removed', { what: describe(line) })),
                onError: (error) => onFailed(error, t(apiErrorKey(error))),
              });
            }}
          >
            {t('basket.remove')}
          </button>
        )}
      />
      <p className="muted">
        {t('giftVouchers.basket.noFees')}{' '}
        <Link to={purchasePath}>{t('giftVouchers.basket.buyAnother')}</Link>
      </p>
    </section>
  );
}
