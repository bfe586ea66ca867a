/**
 * /box-office/gift-voucher-settings (issue 13): whether gift vouchers are on sale and the
 * amounts offered (managers change them; box-office staff read them), and beside them the
 * validity and limits the server fixes, with why.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusMessage } from '../../components/form-kit.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { voucherSettingsQueryOptions } from '../../features/box-office/offers/offers-api.ts';
import { useCanChangeOffers } from '../../features/box-office/offers/use-can-change-offers.ts';
import {
  VoucherFixedTerms,
  VoucherSettingsForm,
} from '../../features/box-office/offers/voucher-settings-form.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.ts';
import '../../styles/box-office-offers.css';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff.offers.vouchers.title'));
  const canChange = useCanChangeOffers();
  const focusAfterRender = useFocusAfterRender();
  const [status, setStatus] = useState<string | undefined>();
  const { data: settings } = useQuery(voucherSettingsQueryOptions());
  return (
    <section className="bo-offer" aria-labelledby="bo-offer-title">
      <h1 id="bo-offer-title">{t('staff.offers.vouchers.title')}</h1>
      <p className="lead">{t('staff.offers.vouchers.intro')}</p>
      {!canChange && <p>{t('staff.offers.readOnly')}</p>}
      <div id="bo-offer-status" tabIndex={-1}>
        <StatusMessage text={status} />
      </div>
      {settings && (
        <>
          <VoucherSettingsForm
            settings={settings}
            readOnly={!canChange}
            onSaved={() => {
              setStatus(t('staff.offers.saved'));
              focusAfterRender(() => document.getElementById('bo-offer-status'));
            }}
          />
          <VoucherFixedTerms settings={settings} />
        </>
      )}
    </section>
  );
}
