import { AvailabilityState, type AvailabilityStateId } from '../../shared/availability.ts';
import { useTranslation } from '../i18n/i18n.ts';

/** A shape per state, so the state never rests on colour alone. */
const ICONS: Record<AvailabilityStateId, string> = {
  [AvailabilityState.GET_TICKETS]: 'M3 8l3 3 7-7',
  [AvailabilityState.NOT_ON_SALE]: 'M8 3v5l3 2',
  [AvailabilityState.SOLD_OUT]: 'M3 3l10 10M13 3L3 13',
  [AvailabilityState.CANCELLED]: 'M3 3l10 10M13 3L3 13',
  [AvailabilityState.PASSED]: 'M3 8h10',
  [AvailabilityState.PRIORITY]: 'M8 2l2 4 4 .5-3 3 .8 4.5L8 12l-3.8 2 .8-4.5-3-3 4-.5z',
  [AvailabilityState.BOOK]: 'M3 8l3 3 7-7',
  [AvailabilityState.LIMITED]: 'M8 3v6M8 12v1',
};

/**
 * A performance's state. `action`: the state is the call to action of a link around it (a list
 * row): it is drawn as a button, with an arrow, so it reads as something to tap.
 */
export function AvailabilityBadge({
  state,
  action = false,
}: {
  state: AvailabilityStateId;
  action?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <span className={`badge badge-state-${state}${action ? ' badge-action' : ''}`}>
      {/* As a call to action its arrow is the shape: the words say the state. */}
      {!action && (
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d={ICONS[state]} />
        </svg>
      )}
      {t(`availability.${state}.label`)}
      {action && (
        <svg
          className="badge-arrow"
          viewBox="0 0 16 16"
          width="14"
          height="14"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M3 8h9M8.5 4l4 4-4 4" />
        </svg>
      )}
    </span>
  );
}
