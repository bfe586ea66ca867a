import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { GiftVoucherBalance } from '../../shared/contracts/gift-vouchers.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { checkVoucherBalance } from '../features/gift-vouchers/gift-voucher-balance-api.ts';
import { useVoucherCodeEntry } from '../features/gift-vouchers/use-voucher-code-entry.ts';
import { VoucherBalanceAnswer } from '../features/gift-vouchers/voucher-balance-answer.tsx';
import { voucherErrorKey } from '../features/gift-vouchers/voucher-code.ts';
import { VoucherCodeField } from '../features/gift-vouchers/voucher-code-field.tsx';
import { useTranslation } from '../i18n/i18n.ts';
import { useFocusAfterRender } from '../lib/use-focus-after-render.ts';
import '../styles/account.css';
import '../styles/gift-vouchers.css';

/**
 * /gift-vouchers/balance and /gift-certificates/balance (spec §2, one page at both addresses):
 * a code in, its balance, expiry and uses out. Anyone may ask (a voucher is a bearer token);
 * the server counts every code tried, so a refusal may be "wait a little" (RATE_LIMITED).
 */
export function Component() {
  const { t } = useTranslation();
  const { code, setCode, error, input, refuse, submit } = useVoucherCodeEntry();
  useDocumentTitle(t('giftVouchers.balance.title'));
  const [voucher, setVoucher] = useState<GiftVoucherBalance | null>(null);
  const answerHeading = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const check = useMutation({
    mutationFn: checkVoucherBalance,
    onSuccess: (answer) => {
      setVoucher(answer);
      // The answer is read from its heading down, and is in view on a phone.
      focusAfterRender(() => answerHeading.current);
    },
    onError: (failure) => {
      setVoucher(null);
      refuse(t(voucherErrorKey(failure)));
    },
  });

  return (
    <article className="voucher-page">
      <h1>{t('giftVouchers.balance.title')}</h1>
      <p className="lead">{t('giftVouchers.balance.intro')}</p>
      <form
        className="form-card voucher-form"
        noValidate
        aria-label={t('giftVouchers.balance.title')}
        onSubmit={submit(check.isPending, check.mutate)}
      >
        <VoucherCodeField
          ref={input}
          id="balance-code"
          value={code}
          onChange={setCode}
          error={error}
        />
        <button type="submit" className="button" aria-disabled={check.isPending || undefined}>
          {check.isPending ? t('giftVouchers.balance.checking') : t('giftVouchers.balance.submit')}
        </button>
      </form>
      {voucher && <VoucherBalanceAnswer voucher={voucher} headingRef={answerHeading} />}
    </article>
  );
}
