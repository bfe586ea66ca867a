/**
 * The gift voucher code as a person types it (the basket's modal, the balance page, redeeming
 * into credit): one labelled field, its hint, and what the API said about the code beside it.
 * The server forgives case, spaces and dashes, so the field takes the code as typed; it is money,
 * so the browser neither remembers nor corrects it (autocomplete and spell check off).
 */
import type { Ref } from 'react';
import { GIFT_VOUCHER_CODE_INPUT_MAX } from '../../../shared/contracts/gift-vouchers.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { lastFour } from './voucher-code.ts';

export function VoucherCodeField({
  id,
  value,
  onChange,
  error,
  ref,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The reader's words for what is wrong with the code, or null. */
  error: string | null;
  ref?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className={`field voucher-code-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{t('giftVouchers.code.label')}</label>
      <p id={`${id}-hint`} className="field-hint">
        {t('giftVouchers.code.hint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <input
        ref={ref}
        id={id}
        name="code"
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        maxLength={GIFT_VOUCHER_CODE_INPUT_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    </div>
  );
}

/**
 * A masked code (`••••-•••WXYZ`) as sighted readers see it, and as "ending in WXYZ" for screen
 * readers (which would otherwise read out every dot).
 */
export function MaskedCode({ code }: { code: string }) {
  const { t } = useTranslation();
  if (!code.includes('•')) return <span className="voucher-code">{code}</span>;
  return (
    <>
      <span className="voucher-code" aria-hidden="true">
        {code}
      </span>
      <span className="visually-hidden">
        {t('giftVouchers.code.endingIn', { last: lastFour(code) })}
      </span>
    </>
  );
}
