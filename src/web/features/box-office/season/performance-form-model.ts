/**
 * The performance form's model (issue 13): its starting values (a performance's, or a new one's
 * at the production's usual venue) in the shape the inputs hold them: times as New York
 * wall-clock text, blanks for "none".
 */
import type {
  PerformanceInput,
  PerformanceRecord,
} from '../../../../shared/contracts/season-setup.ts';
import { LOCALES, type Locale } from '../../../../shared/locales.ts';
import { missingLocales } from '../../../../shared/localized-text.ts';

export type PerformanceFormValues = Omit<
  PerformanceInput,
  'startsAt' | 'onSaleAt' | 'offSaleAt' | 'generalCapacity' | 'priorityModeOfSaleId' | 'note'
> & {
  startsAt: string;
  onSaleAt: string;
  offSaleAt: string;
  generalCapacity: string;
  priorityModeOfSaleId: string;
  note: Record<Locale, string>;
};

export function performanceFormValues(
  record: PerformanceRecord | null,
  defaultVenueId: number,
): PerformanceFormValues {
  const note = (record?.note ?? {}) as Partial<Record<Locale, string>>;
  return {
    venueId: record?.venueId ?? defaultVenueId,
    startsAt: record?.startsAtLocal ?? '',
    onSaleAt: record?.onSaleAtLocal ?? '',
    offSaleAt: record?.offSaleAtLocal ?? '',
    cancelled: record?.cancelled ?? false,
    seating: record?.seating ?? 'reserved',
    generalCapacity:
      record?.generalCapacity === null || !record ? '' : String(record.generalCapacity),
    priorityModeOfSaleId:
      record?.priorityModeOfSaleId === null || !record ? '' : String(record.priorityModeOfSaleId),
    accessTags: record?.accessTags ?? [],
    note: Object.fromEntries(LOCALES.map((locale) => [locale, note[locale] ?? ''])) as Record<
      Locale,
      string
    >,
  };
}

/** The languages a note lacks while it has US English text (none while it is blank). */
export function noteMissing(note: Partial<Record<Locale, string>>): Locale[] {
  return missingLocales({ ...note, 'en-US': note['en-US']?.trim() ?? '' });
}
