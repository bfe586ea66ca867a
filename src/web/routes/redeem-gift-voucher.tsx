import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { RedeemGiftVoucherResponse } from '../../shared/contracts/gift-vouchers.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { useFormat } from '../components/use-format.ts';
import {
  ACCOUNT_VOUCHERS_KEY,
  redeemVoucher,
} from '../features/gift-vouchers/gift-voucher-balance-api.ts';
import { useVoucherCodeEntry } from '../features/gift-vouchers/use-voucher-code-entry.ts';
import { voucherErrorKey } from '../features/gift-vouchers/voucher-code.ts';
import { VoucherCodeField } from '../features/gift-vouchers/voucher-code-field.tsx';
import { useTranslation } from '../i18n/i18n.ts';
import { ApiError } from '../lib/http-client.ts';
import { useFocusAfterRender } from '../lib/use-focus-after-render.ts';
import '../styles/account.css';
import '../styles/gift-vouchers.css';
import { forgetSession, loginPath } from '../features/account/session-api.ts';

/**
 * /redeem-gift-voucher (spec §2): a signed-in customer turns a voucher's whole balance into
 * account credit, once (the route guard sends anyone else to sign in and back). The answer says
 * what was added and leads to the account credit page.
 */
export function Component() {
  const { t } = useTranslation();
  const { code, setCode, error, input, refuse, submit } = useVoucherCodeEntry();
  const f = useFormat();
  useDocumentTitle(t('giftVouchers.redeem.title'));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [done, setDone] = useState<RedeemGiftVoucherResponse | null>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const redeem = useMutation({
    mutationFn: redeemVoucher,
    onSuccess: (answer) => {
      setCode('');
      setDone(answer);
      // What the account shows has changed: its credit and its list of vouchers.
      void queryClient.invalidateQueries({ queryKey: ['cart-credit'] });
      void queryClient.invalidateQueries({ queryKey: ['account'] });
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_VOUCHERS_KEY });
      focusAfterRender(() => doneRef.current);
    },
    onError: (failure) => {
      // The session ended meanwhile: sign in again and come back here.
      if (failure instanceof ApiError && failure.status === 401) {
        forgetSession();
        navigate(loginPath('/redeem-gift-voucher'));
        return;
      }
      setDone(null);
      refuse(t(voucherErrorKey(failure)));
    },
  });

  return (
    <article className="voucher-page">
      <h1 id="redeem-title">{t('giftVouchers.redeem.title')}</h1>
      <p className="lead">{t('giftVouchers.redeem.intro')}</p>
      {done && (
        <section className="panel voucher-credited" aria-labelledby="redeem-done">
          <h2 id="redeem-done" ref={doneRef} tabIndex={-1}>
            {t('giftVouchers.redeem.done', { amount: f.money(done.credited) })}
          </h2>
          <p>{t('giftVouchers.redeem.creditNow', { amount: f.money(done.creditAvailable) })}</p>
          <p>
            <Link to="/account/account-credit">{t('giftVouchers.redeem.toCredit')}</Link>
          </p>
        </section>
      )}
      <form
        className="form-card voucher-form"
        noValidate
        aria-labelledby="redeem-title"
        onSubmit={submit(redeem.isPending, redeem.mutate)}
      >
        <VoucherCodeField
          ref={input}
          id="redeem-code"
          value={code}
          onChange={setCode}
          error={error}
        />
        <button type="submit" className="button" aria-disabled={redeem.isPending || undefined}>
          {redeem.isPending ? t('giftVouchers.redeem.submitting') : t('giftVouchers.redeem.submit')}
        </button>
      </form>
      <p className="muted">{t('giftVouchers.redeem.note')}</p>
      <ul className="voucher-links">
        <li>
          <Link to="/gift-vouchers/balance">{t('giftVouchers.redeem.toBalance')}</Link>
        </li>
        <li>
          <Link to="/account/gift-voucher-balance">{t('giftVouchers.redeem.toAccount')}</Link>
        </li>
      </ul>
    </article>
  );
}
