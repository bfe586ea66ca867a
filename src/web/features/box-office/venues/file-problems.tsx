/**
 * What is wrong with a venue file, each problem at its line and field ("Line 14 (seat): …"), as
 * the API found them. It takes the focus when it appears, so a screen reader reads it and the
 * keyboard is where the list is.
 */
import { type RefObject, useId } from 'react';
import {
  describeVenueFileProblem,
  type VenueFileProblem,
} from '../../../../shared/contracts/venues.ts';
import { useTranslation } from '../../../i18n/i18n.ts';

export function FileProblems({
  problems,
  inUse,
  focusRef,
}: {
  problems: readonly VenueFileProblem[];
  /** The problems are seats a new layout may not drop (VENUE_SEATS_IN_USE). */
  inUse?: boolean;
  focusRef?: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div
      ref={focusRef}
      className="error-summary bo-file-problems"
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>
        {inUse
          ? t('staff.venues.problems.inUseTitle', { count: problems.length })
          : t('staff.venues.problems.title', { count: problems.length })}
      </h2>
      <p>{inUse ? t('staff.venues.problems.inUseIntro') : t('staff.venues.problems.intro')}</p>
      <ul>
        {problems.map((problem, i) => (
          // Problems have no id of their own; their order is the file's and does not change.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, replaced whole
          <li key={i}>{describeVenueFileProblem(problem, t)}</li>
        ))}
      </ul>
    </div>
  );
}
