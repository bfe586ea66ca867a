/**
 * /box-office/membership-levels/new and /box-office/membership-levels/{id} (issue 13, managers):
 * a level's form, its members today, and deleting one nobody holds or bought (one in use is
 * taken off sale instead). New prices are for new members only.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { StatusMessage } from '../../components/form-kit.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { LevelForm } from '../../features/box-office/offers/level-form.tsx';
import {
  deleteLevel,
  levelQueryOptions,
  offerChoicesQueryOptions,
} from '../../features/box-office/offers/offers-api.ts';
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
  const { levelId } = useParams();
  const id = levelId === undefined ? undefined : Number(levelId);
  const arrived = (useLocation().state as { status?: string } | null)?.status;
  const [status, setStatus] = useState(arrived);
  const [problem, setProblem] = useState<string | undefined>();
  const { data: level } = useQuery({ ...levelQueryOptions(id ?? 0), enabled: id !== undefined });
  const { data: choices } = useQuery(offerChoicesQueryOptions(locale));
  const name = level ? level.name[locale] || level.name['en-US'] : '';
  const title = level
    ? t('staff.offers.level.titleEdit', { name })
    : t('staff.offers.level.newLink');
  useDocumentTitle(title);

  return (
    <section className="bo-offer" aria-labelledby="bo-offer-title">
      <p className="breadcrumb-back">
        <Link to="/box-office/membership-levels">{t('staff.offers.level.back')}</Link>
      </p>
      <h1 id="bo-offer-title">{title}</h1>
      {level && (
        <p className="bo-record-facts">
          {t('staff.offers.level.membersLine', { count: level.members })}
        </p>
      )}
      <p>{t('staff.offers.level.priceNote')}</p>
      <div id="bo-offer-status" tabIndex={-1}>
        <StatusMessage text={status} />
      </div>
      {choices && (id === undefined || level) && (
        <LevelForm
          key={level?.id ?? 'new'}
          level={level}
          choices={choices}
          onSaved={(saved) => {
            if (level) {
              setStatus(t('staff.offers.saved'));
              focusAfterRender(() => document.getElementById('bo-offer-status'));
              return;
            }
            navigate(`/box-office/membership-levels/${saved.id}`, {
              state: {
                status: t('staff.offers.level.created', {
                  name: saved.name[locale] || saved.name['en-US'],
                }),
              },
            });
          }}
        />
      )}
      {level && (
        <>
          {problem && (
            <p className="bo-alert" role="alert">
              {t(problem)}
            </p>
          )}
          <RecordRemoval
            deletable={level.deletable}
            title={t('staff.offers.level.deleteTitle')}
            keptText={t('staff.offers.level.kept')}
            onDelete={async () => {
              setProblem(undefined);
              try {
                await deleteLevel(level.id);
                navigate('/box-office/membership-levels', {
                  state: { status: t('staff.offers.level.deleted', { name }) },
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
