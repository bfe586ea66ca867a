/**
 * /box-office/funds/new and /box-office/funds/{id} (issue 13, managers): a fund's form, what it
 * raised, closing it now (how a fund given to is retired: its gifts stay on record), and deleting
 * one nobody gave to.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { usd } from '../../../shared/money.ts';
import { StatusMessage } from '../../components/form-kit.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useFormat } from '../../components/use-format.ts';
import { FundForm } from '../../features/box-office/offers/fund-form.tsx';
import {
  closeFund,
  deleteFund,
  fundQueryOptions,
} from '../../features/box-office/offers/offers-api.ts';
import { RecordRemoval } from '../../features/box-office/offers/record-removal.tsx';
import { useStaffSignInAgain } from '../../features/box-office/use-staff-sign-in-again.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { apiErrorKey } from '../../lib/http-client.ts';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.ts';
import '../../styles/box-office-offers.css';

export function Component() {
  const { t, locale } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const signInAgain = useStaffSignInAgain();
  const focusAfterRender = useFocusAfterRender();
  const { fundId } = useParams();
  const id = fundId === undefined ? undefined : Number(fundId);
  const arrived = (useLocation().state as { status?: string } | null)?.status;
  const [status, setStatus] = useState(arrived);
  const [problem, setProblem] = useState<string | undefined>();
  const [closing, setClosing] = useState(false);
  const { data: fund } = useQuery({ ...fundQueryOptions(id ?? 0), enabled: id !== undefined });
  const name = fund ? fund.name[locale] || fund.name['en-US'] : '';
  const title = fund ? t('staff.offers.fund.titleEdit', { name }) : t('staff.offers.fund.newLink');
  useDocumentTitle(title);
  const say = (text: string) => {
    setStatus(text);
    focusAfterRender(() => document.getElementById('bo-offer-status'));
  };
  const failed = (error: unknown) => {
    if (!signInAgain(error)) setProblem(apiErrorKey(error));
  };

  return (
    <section className="bo-offer" aria-labelledby="bo-offer-title">
      <p className="breadcrumb-back">
        <Link to="/box-office/funds">{t('staff.offers.fund.back')}</Link>
      </p>
      <h1 id="bo-offer-title">{title}</h1>
      {fund && (
        <p className="bo-record-facts">
          {t('staff.offers.fund.raisedLine', { raised: f.money(usd(fund.raisedCents)) })}
        </p>
      )}
      <div id="bo-offer-status" tabIndex={-1}>
        <StatusMessage text={status} />
      </div>
      {problem && (
        <p className="bo-alert" role="alert">
          {t(problem)}
        </p>
      )}
      {(id === undefined || fund) && (
        <FundForm
          // Closing changes its end: the form starts again from the fund as it now is.
          key={fund ? `${fund.id}-${fund.closesAt}` : 'new'}
          fund={fund}
          onSaved={(saved) => {
            if (fund) return say(t('staff.offers.saved'));
            navigate(`/box-office/funds/${saved.id}`, {
              state: {
                status: t('staff.offers.fund.created', {
                  name: saved.name[locale] || saved.name['en-US'],
                }),
              },
            });
          }}
        />
      )}
      {fund && (
        <section className="bo-panel" aria-labelledby="bo-close-title">
          <h2 id="bo-close-title">{t('staff.offers.fund.closeTitle')}</h2>
          <p>{t('staff.offers.fund.closeText')}</p>
          {fund.open ? (
            <button
              type="button"
              className="button button-secondary"
              aria-disabled={closing || undefined}
              onClick={async () => {
                if (closing) return;
                setClosing(true);
                setProblem(undefined);
                try {
                  await closeFund(fund.id);
                  say(t('staff.offers.fund.closedDone'));
                } catch (error) {
                  failed(error);
                } finally {
                  setClosing(false);
                }
              }}
            >
              {t('staff.offers.fund.closeNow')}
            </button>
          ) : (
            fund.closesAt && (
              <p>
                {t('staff.offers.fund.closedSince', {
                  when: `${f.date(fund.closesAt, 'day')} ${f.time(fund.closesAt)}`,
                })}
              </p>
            )
          )}
        </section>
      )}
      {fund && (
        <RecordRemoval
          deletable={fund.deletable}
          title={t('staff.offers.fund.deleteTitle')}
          keptText={t('staff.offers.fund.kept')}
          onDelete={async () => {
            setProblem(undefined);
            try {
              await deleteFund(fund.id);
              navigate('/box-office/funds', {
                state: { status: t('staff.offers.fund.deleted', { name }) },
              });
            } catch (error) {
              failed(error);
            }
          }}
        />
      )}
    </section>
  );
}
