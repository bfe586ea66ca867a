import { useEffect, useRef, useState } from 'react';
import type { Cart } from '../../../shared/contracts/cart.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { apiErrorKey } from '../../lib/http-client.ts';
import { useApplyPromo } from '../cart/use-cart-mutations.ts';
import { onDialogClosed, useModalDialog } from '../seat-map/use-modal-dialog.ts';

/**
 * The promo code modal (spec §2 Modals): a real modal <dialog> (focus kept inside, Escape
 * closes, the page behind inert), labelled by its title; the field says what went wrong in the
 * spec's words and keeps the focus, so a keyboard user can correct it at once.
 */
export function PromoCodeDialog({
  open,
  onClose,
  onApplied,
}: {
  open: boolean;
  onClose: () => void;
  onApplied: (cart: Cart) => void;
}) {
  const { t } = useTranslation();
  const dialog = useModalDialog(open);
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    // After showModal (the hook's effect runs first): straight into the field.
    if (open) input.current?.focus();
    if (!open) setError(null);
  }, [open]);

  const apply = useApplyPromo({
    onSuccess: (cart) => {
      setCode('');
      onApplied(cart);
    },
    onError: (failure) => {
      setError(t(apiErrorKey(failure)));
      input.current?.focus();
    },
  });

  return (
    <dialog
      ref={dialog}
      className="shortcuts-dialog confirm-dialog promo-dialog"
      aria-labelledby="promo-title"
      // Escape: told at once (the close event comes a task later, after another press may).
      onCancel={onClose}
      onClose={onDialogClosed(onClose)}
    >
      <h2 id="promo-title">{t('basket.promo.title')}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (apply.isPending) return;
          const value = code.trim();
          if (!value) {
            setError(t('basket.promo.required'));
            input.current?.focus();
            return;
          }
          setError(null);
          apply.mutate(value);
        }}
      >
        <div className={`field${error ? ' has-error' : ''}`}>
          <label htmlFor="promo-code">{t('basket.promo.label')}</label>
          <p id="promo-code-hint" className="field-hint">
            {t('basket.promo.hint')}
          </p>
          <input
            ref={input}
            id="promo-code"
            name="promoCode"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'promo-code-error promo-code-hint' : 'promo-code-hint'}
          />
          {error && (
            <p id="promo-code-error" className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="dialog-actions">
          <button type="submit" className="button" aria-disabled={apply.isPending || undefined}>
            {apply.isPending ? t('basket.promo.applying') : t('basket.promo.apply')}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('basket.promo.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
