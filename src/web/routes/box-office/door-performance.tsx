import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { staffSignInPath } from '../../features/box-office/box-office-pages.ts';
import {
  forgetStaffSession,
  staffSessionQueryOptions,
} from '../../features/box-office/staff-session-api.ts';
import { performanceIdOf } from '../../features/door/door-api.ts';
import { DoorCheckIn } from '../../features/door/door-check-in.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { NotFoundContent } from '../not-found-content.tsx';

/**
 * /box-office/door/:performance: checking tickets in at the door of one performance, by camera
 * or typed number, online or not (features/door). Role door or above (box-office-pages.ts).
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { performance } = useParams();
  const performanceId = performanceIdOf(performance);
  useDocumentTitle(t('staff.door.page.title'));
  // An offline admission is this staff member's (the server names them at the sync).
  const staffName = useRef<string | null>(null);
  staffName.current = useQuery(staffSessionQueryOptions()).data?.staff?.name ?? null;
  const doorName = useCallback(() => staffName.current ?? t('staff.door.thisDoor'), [t]);
  const onSignedOut = useCallback(() => {
    forgetStaffSession();
    void navigate(staffSignInPath(window.location.pathname));
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
