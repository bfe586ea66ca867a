/**
 * /box-office/promo-codes/new and /box-office/promo-codes/{id} (issue 13, managers): a promo
 * code's form, its uses so far, and deleting one no order or basket has used (one in use is
 * switched off instead).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { StatusMessage } from '../../components/form-kit.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { PROMO_STATE_LABELS } from '../../features/box-office/offers/offer-lists.tsx';
import {
  deletePromoCode,
  offerChoicesQueryOptions,
  promoCodeQueryOptions,
} from '../../features/box-office/offers/offers-api.ts';
import { PromoCodeForm } from '../../features/box-office/offers/promo-code-form.tsx';
import { RecordRemoval } from '../../features/box-office/offers/record-removal.tsx';
import { useStaffSignInAgain } from '../../features/box-office/use-staff-sign-in-again.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { apiErrorKey } from '../../lib/http-client.ts';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.ts';
import '../../styles/box-office-offers.css';

export function Component() {
  const { t, locale } = useTranslation();
  const navigate = useNavigate();
  const signInAgain = useStaffSignInAgain();
  const focusAfterRender = useFocusAfterRender();
  const { promoCodeId } = useParams();
  const id = promoCodeId === undefined ? undefined : Number(promoCodeId);
  const arrived = (useLocation().state as { status?: string } | null)?.status;
  const [status, setStatus] = useState(arrived);
  const [problem, setProblem] = useState<string | undefined>();
  const { data: promo } = useQuery({
    ...promoCodeQueryOptions(id ?? 0),
    enabled: id !== undefined,
  });
  const { data: choices } = useQuery(offerChoicesQueryOptions(locale));
  const title = promo
    ? t('staff.offers.promo.titleEdit', { code: promo.code })
    : t('staff.offers.promo.newLink');
  useDocumentTitle(title);
  const say = (text: string) => {
    setStatus(text);
    focusAfterRender(() => document.getElementById('bo-offer-status'));
  };

  return (
    <section className="bo-offer" aria-labelledby="bo-offer-title">
      <p className="breadcrumb-back">
        <Link to="/box-office/promo-codes">{t('staff.offers.promo.back')}</Link>
      </p>
      <h1 id="bo-offer-title">{title}</h1>
      {promo && (
        <p className="bo-record-facts">
          {t('staff.offers.promo.usesLine', {
            uses: promo.uses,
            state: t(PROMO_STATE_LABELS[promo.state]),
          })}
        </p>
      )}
      <div id="bo-offer-status" tabIndex={-1}>
        <StatusMessage text={status} />
      </div>
      {choices && (id === undefined || promo) && (
        <PromoCodeForm
          key={promo?.id ?? 'new'}
          promo={promo}
          choices={choices}
          onSaved={(saved) => {
            if (promo) return say(t('staff.offers.saved'));
            navigate(`/box-office/promo-codes/${saved.id}`, {
              state: { status: t('staff.offers.promo.created', { code: saved.code }) },
            });
          }}
        />
      )}
      {promo && (
        <>
          {problem && (
            <p className="bo-alert" role="alert">
              {t(problem)}
            </p>
          )}
          <RecordRemoval
            deletable={promo.deletable}
            title={t('staff.offers.promo.deleteTitle')}
            keptText={t('staff.offers.promo.kept')}
            onDelete={async () => {
              setProblem(undefined);
              try {
                await deletePromoCode(promo.id);
                navigate('/box-office/promo-codes', {
                  state: { status: t('staff.offers.promo.deleted', { code: promo.code }) },
                });
              } catch (error) {
                if (!signInAgain(error)) setProblem(apiErrorKey(error));
              }
            }}
          />
        </>
      )}
    </section>
  );
}
