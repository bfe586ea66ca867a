import { useMemo } from 'react';
import { formatMoney, type Money } from '../../../shared/money.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import type { MapSeat, SeatStatus } from './seat-model.ts';

/** A seat's status as the buyer sees it: their own held seats are not "on hold" to them. */
export type ShownStatus = SeatStatus | 'in-cart' | 'booth';

/**
 * The words for seats, shared by the map, the list, the details and the summary so a seat is
 * called the same everywhere. Keys are literal (the message test looks for each one).
 */
export function useSeatText() {
  const { t, locale } = useTranslation();
  return useMemo(() => {
    const money = (value: Money) => formatMoney(value, locale);
    const status = (shown: ShownStatus): string => {
      switch (shown) {
        case 'available':
          return t('seatMap.statusAvailable');
        case 'held':
          return t('seatMap.statusHeld');
        case 'sold':
          return t('seatMap.statusSold');
        case 'in-cart':
          return t('seatMap.statusInCart');
        case 'booth':
          return t('performance.notSoldOnline');
        default:
          return t('seatMap.statusUnavailable');
      }
    };
    const rowSeat = (seat: MapSeat) =>
      t('seatMap.rowSeat', { row: seat.rowLabel, seat: seat.label });
    /** "Row F, seat 12, wheelchair space, Band A, $45.50" (+ ", available" when asked). */
    const name = (seat: MapSeat, shown?: ShownStatus) => {
      const parts = [rowSeat(seat)];
      if (seat.wheelchair) parts.push(t('seatMap.wheelchairSpace'));
      if (seat.companion) parts.push(t('seatMap.companionSeat'));
      if (seat.restrictedView) parts.push(t('seatMap.restrictedView'));
      if (seat.bandName) parts.push(seat.bandName);
      if (seat.price && seat.bookable) parts.push(money(seat.price));
      if (shown) parts.push(status(shown));
      return parts.join(', ');
    };
    /** "Orchestra, Row F, seat 12": the ticket's wording, for lists of chosen seats. */
    const place = (seat: MapSeat) => `${seat.sectionName}, ${rowSeat(seat)}`;
    return { status, name, place, rowSeat, money, t, locale };
  }, [t, locale]);
}

export type SeatText = ReturnType<typeof useSeatText>;
