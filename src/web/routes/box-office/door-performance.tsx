import { useCallback } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { performanceIdOf } from '../../features/door/door-api.ts';
import { DoorCheckIn } from '../../features/door/door-check-in.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { NotFoundContent } from '../not-found-content.tsx';

/**
 * /box-office/door/:performance: checking tickets in at the door of one performance, by camera
 * or typed number, online or not (features/door).
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { performance } = useParams();
  const performanceId = performanceIdOf(performance);
  useDocumentTitle(t('staff.door.page.title'));
  const doorName = useCallback(() => t('staff.door.thisDoor'), [t]);
  const onSignedOut = useCallback(() => {
    void navigate(`/box-office/sign-in?next=${encodeURIComponent(window.location.pathname)}`);
  }, [navigate]);
  if (performanceId === null) return <NotFoundContent />;
  return (
    <>
      <p className="door-back">
        <Link to="/box-office/door">{t('staff.door.page.allPerformances')}</Link>
      </p>
      <DoorCheckIn
        key={performanceId}
        performanceId={performanceId}
        doorName={doorName}
        onSignedOut={onSignedOut}
      />
    </>
  );
}
