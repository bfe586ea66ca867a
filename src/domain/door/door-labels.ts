/**
 * How the door (and its printed list) names a ticket's seat and its access needs, in the staff
 * member's language (issue 13): "Orchestra, row C, seat 12", or general admission; wheelchair
 * space, companion seat, the seat's restricted-view and step-free texts, and what the buyer told
 * us of their access needs with the order.
 */
import { ALL_MESSAGES } from '../../shared/i18n/all-messages.ts';
import { translate } from '../../shared/i18n/translate.ts';
import type { Locale } from '../../shared/locales.ts';
import { type LocalizedText, localize } from '../../shared/localized-text.ts';

export interface DoorSeatFacts {
  seating: 'reserved' | 'general';
  section: LocalizedText;
  row: string;
  seat: string;
}

export function doorSeatLabel(facts: DoorSeatFacts, locale: Locale): string {
  if (facts.seating === 'general')
    return translate(ALL_MESSAGES, locale, 'staff.door.generalAdmission');
  return translate(ALL_MESSAGES, locale, 'staff.door.seat', {
    section: localize(facts.section, locale),
    row: facts.row,
    seat: facts.seat,
  });
}

export interface DoorAccessFacts {
  wheelchair: boolean;
  companion: boolean;
  restrictedView: LocalizedText | null;
  stepFree: LocalizedText | null;
  /** The buyer's own words at checkout ("access needs for your visit"), as written. */
  orderAccessNotes: string | null;
}

/** The notes the door reads out or acts on, most pressing first; empty when there are none. */
export function doorAccessNotes(facts: DoorAccessFacts, locale: Locale): string[] {
  const t = (key: string, options?: Record<string, string>) =>
    translate(ALL_MESSAGES, locale, key, options);
  const notes: string[] = [];
  if (facts.wheelchair) notes.push(t('staff.door.access.wheelchair'));
  if (facts.companion) notes.push(t('staff.door.access.companion'));
  const stepFree = localize(facts.stepFree, locale).trim();
  if (stepFree) notes.push(t('staff.door.access.stepFree', { note: stepFree }));
  const restricted = localize(facts.restrictedView, locale).trim();
  if (restricted) notes.push(t('staff.door.access.restrictedView', { note: restricted }));
  const own = facts.orderAccessNotes?.trim();
  if (own) notes.push(t('staff.door.access.buyerNote', { note: own }));
  return notes;
}
