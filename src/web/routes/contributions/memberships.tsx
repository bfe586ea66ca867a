/**
 * /contributions/memberships (spec §2, §3 Membership; issue 12): the levels on sale as cards,
 * each with its benefits, its prices by way of paying, what is tax-deductible and the members'
 * presale it opens. A level the reader holds says until when, and its button is disabled with
 * the reason; one inside its renewal window offers "Renew". With none on sale, the API's
 * message (NO_MEMBERSHIPS_AVAILABLE) says so.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { MembershipLevel } from '../../../shared/contracts/memberships.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { sessionQueryOptions } from '../../features/account/session-api.ts';
import { levelAction } from '../../features/memberships/membership-form-model.ts';
import { BenefitsValue, MembershipPrices } from '../../features/memberships/membership-prices.tsx';
import { membershipLevelsQueryOptions } from '../../features/memberships/memberships-api.ts';
import { useMembershipText } from '../../features/memberships/use-membership-text.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../styles/donations.css';
import '../../styles/memberships.css';

export function Component() {
  const { t, locale } = useTranslation();
  const session = useQuery(sessionQueryOptions()).data;
  const reader = session?.customer?.id ?? null;
  const { data, error } = useQuery(membershipLevelsQueryOptions(locale, reader));
  useDocumentTitle(t('memberships.list.title'));
  const levels = data?.levels ?? [];
  return (
    <article className="giving-page memberships-page">
      <p className="breadcrumb-back">
        <Link to="/contributions">{t('donations.ways.title')}</Link>
      </p>
      <h1>{t('memberships.list.title')}</h1>
      <p className="lead">{t('memberships.list.intro')}</p>
      {error ? (
        <p className="booking-alert" role="alert">
          {t('errors.INTERNAL_ERROR')}
        </p>
      ) : (
        data &&
        (levels.length === 0 ? (
          <p className="empty-state membership-none">{t('errors.NO_MEMBERSHIPS_AVAILABLE')}</p>
        ) : (
          <ul className="membership-grid">
            {levels.map((level) => (
              <li key={level.id}>
                <LevelCard level={level} signedIn={reader !== null} />
              </li>
            ))}
          </ul>
        ))
      )}
      <p className="muted membership-plans-note">{t('memberships.list.plansNote')}</p>
    </article>
  );
}

function LevelCard({ level, signedIn }: { level: MembershipLevel; signedIn: boolean }) {
  const { t } = useTranslation();
  const text = useMembershipText();
  const action = levelAction(level, signedIn);
  const path = `/contributions/memberships/${level.slug}`;
  const reasonId = `membership-${level.slug}-reason`;
  return (
    <article
      className={`card membership-card${action === 'held' ? ' membership-card-held' : ''}`}
      aria-labelledby={`membership-${level.slug}`}
    >
      <div className="card-body">
        <h2 id={`membership-${level.slug}`}>{level.name}</h2>
        {action === 'held' && level.heldUntil && (
          <p className="badge membership-held-badge">
            {t('memberships.level.heldUntil', { date: text.day(level.heldUntil) })}
          </p>
        )}
        {action === 'renew' && level.heldUntil && (
          <p className="badge membership-renew-badge">
            {t('memberships.level.renewable', { date: text.day(level.heldUntil) })}
          </p>
        )}
        <p>{level.description}</p>
        {level.modeOfSaleName && (
          <p className="membership-presale">
            {t('memberships.level.presale', { name: level.modeOfSaleName })}
          </p>
        )}
        {level.benefits.length > 0 && (
          <>
            <h3 className="membership-subheading">{t('memberships.level.benefitsTitle')}</h3>
            <ul className="membership-benefits">
              {level.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </>
        )}
        <h3 className="membership-subheading">{t('memberships.level.pricesTitle')}</h3>
        <MembershipPrices level={level} />
        <BenefitsValue level={level} />
        <div className="membership-card-action">
          {action === 'held' ? (
            <>
              {/* Kept in the tab order (aria-disabled), so its reason is heard. */}
              <button
                type="button"
                className="button"
                aria-disabled="true"
                aria-describedby={reasonId}
              >
                {t('memberships.level.join')}
              </button>
              <p id={reasonId} className="muted membership-card-reason">
                {t('errors.MEMBERSHIP_ALREADY_OWNED')}
              </p>
            </>
          ) : (
            <Link
              to={path}
              className="button"
              aria-label={t(
                action === 'renew' ? 'memberships.level.renewNamed' : 'memberships.level.joinNamed',
                { name: level.name },
              )}
            >
              {t(action === 'renew' ? 'memberships.level.renew' : 'memberships.level.join')}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
