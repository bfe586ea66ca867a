/**
 * A membership being bought (issue 12), in a cart or an order: its level, how it is paid, when
 * it starts (running on from the current one when it renews it) and expires, whether it renews
 * by itself, and its price (the first payment of a plan). Read-only on review, payment and
 * confirmation (`MembershipLineList`); the basket's section adds Remove (`BasketMembership`).
 * Removing a membership that switched the cart to the members' mode of sale empties the cart
 * (spec §4): the basket asks first, in a modal dialog, and only then sends the confirmation.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type Cart, membershipLinesOf } from '../../../shared/contracts/cart.ts';
import type { MembershipLine } from '../../../shared/contracts/memberships.ts';
import { useFormat } from '../../components/use-format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ApiError, apiErrorKey } from '../../lib/http-client.ts';
import { useMembershipText } from '../memberships/use-membership-text.ts';
import { onDialogClosed, useModalDialog } from '../seat-map/use-modal-dialog.ts';
import { useRemoveMembership } from './use-cart-memberships.ts';
import '../../styles/donations.css';
import '../../styles/memberships.css';

type ShownLine = Pick<
  MembershipLine,
  | 'id'
  | 'levelName'
  | 'paymentOption'
  | 'autoRenew'
  | 'renewal'
  | 'startsOn'
  | 'expiresOn'
  | 'price'
>;

export function MembershipLineList<L extends ShownLine>({
  lines,
  renderActions,
}: {
  lines: readonly L[];
  renderActions?: (line: L) => ReactNode;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const text = useMembershipText();
  return (
    <ul className="donation-lines membership-lines">
      {lines.map((line) => (
        <li key={line.id} className="donation-line membership-line">
          <p className="donation-line-fund">
            <strong>{line.levelName}</strong>
            <span className="muted">{text.option(line.paymentOption)}</span>
            {line.renewal && (
              <span className="muted">
                {t('memberships.line.renews', { date: text.day(line.startsOn) })}
              </span>
            )}
            <span className="muted">
              {/* A plan's payment covers its month or year; the plan runs on after it. */}
              {t(
                line.paymentOption === 'one-off'
                  ? 'memberships.line.dates'
                  : 'memberships.line.datesPlan',
                { start: text.day(line.startsOn), end: text.day(line.expiresOn) },
              )}
            </span>
            <span className="muted">
              {line.paymentOption !== 'one-off'
                ? t('memberships.line.untilStopped')
                : line.autoRenew
                  ? t('memberships.line.autoRenew')
                  : t('memberships.line.noAutoRenew')}
            </span>
          </p>
          <p className="donation-line-amount">
            {f.money(line.price.allIn)}
            {line.paymentOption !== 'one-off' && (
              <span className="muted membership-line-first">
                {t('memberships.line.firstPayment')}
              </span>
            )}
          </p>
          {renderActions && <div className="donation-line-actions">{renderActions(line)}</div>}
        </li>
      ))}
    </ul>
  );
}

/**
 * The basket's membership, removable; nothing when the cart has none. What happened is the
 * basket's to say (its status line and its alert), so it is handed back; `emptied` says the
 * whole cart went with it (the basket refreshes what shows availability).
 */
export function BasketMembership({
  cart,
  onRemoved,
  onFailed,
}: {
  cart: Cart | null | undefined;
  onRemoved: (said: string, emptied: boolean) => void;
  onFailed: (error: unknown, text: string) => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveMembership();
  const [asking, setAsking] = useState<MembershipLine | null>(null);
  const lines = cart ? membershipLinesOf(cart) : [];
  if (lines.length === 0 && !asking) return null;

  const send = (line: MembershipLine, confirm: boolean) => {
    if (remove.isPending) return;
    remove.mutate(
      { line, confirm },
      {
        onSuccess: () => {
          setAsking(null);
          onRemoved(
            t(confirm ? 'memberships.basket.removedEmptied' : 'memberships.basket.removed', {
              name: line.levelName,
            }),
            confirm,
          );
        },
        onError: (error) => {
          // The line switched the mode of sale after all (another tab): ask, then confirm.
          if (error instanceof ApiError && error.code === 'MEMBERSHIP_REMOVAL_EMPTIES_CART') {
            setAsking(line);
            return;
          }
          setAsking(null);
          onFailed(error, t(apiErrorKey(error)));
        },
      },
    );
  };

  return (
    <section className="basket-gifts basket-membership" aria-labelledby="basket-membership">
      {lines.length > 0 && (
        <>
          <h2 id="basket-membership">{t('memberships.basket.title')}</h2>
          <MembershipLineList
            lines={lines}
            renderActions={(line) => (
              <button
                type="button"
                className="link-button"
                aria-label={t('memberships.basket.removeNamed', { name: line.levelName })}
                aria-disabled={remove.isPending || undefined}
                onClick={() =>
                  // Tickets priced by this membership go with it: ask before anything is sent.
                  // Otherwise the server says whether it empties the cart (then we ask).
                  line.changesModeOfSale && cart?.lines.some((l) => l.kind === 'ticket')
                    ? setAsking(line)
                    : send(line, false)
                }
              >
                {t('basket.remove')}
              </button>
            )}
          />
          <p className="muted">{t('memberships.basket.note')}</p>
        </>
      )}
      <EmptiesCartDialog
        line={asking}
        busy={remove.isPending}
        onConfirm={() => asking && send(asking, true)}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}

/**
 * "Removing this membership will empty your cart": Cancel (focused first: nothing is lost by
 * it) or Remove and empty. A real modal dialog: focus stays inside, Escape cancels.
 */
function EmptiesCartDialog({
  line,
  busy,
  onConfirm,
  onCancel,
}: {
  line: MembershipLine | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const open = line !== null;
  const dialog = useModalDialog(open);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) cancel.current?.focus();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="shortcuts-dialog confirm-dialog"
      aria-labelledby="membership-remove-title"
      aria-describedby="membership-remove-text"
      onCancel={onCancel}
      onClose={onDialogClosed(onCancel)}
    >
      <h2 id="membership-remove-title">{t('memberships.remove.title')}</h2>
      <p id="membership-remove-text">
        {t('memberships.remove.text', { name: line?.levelName ?? '' })}
      </p>
      <div className="dialog-actions">
        <button
          type="button"
          className="button"
          aria-disabled={busy || undefined}
          onClick={() => !busy && onConfirm()}
        >
          {t('memberships.remove.confirm')}
        </button>
        <button type="button" className="button button-secondary" ref={cancel} onClick={onCancel}>
          {t('memberships.remove.cancel')}
        </button>
      </div>
    </dialog>
  );
}
