/**
 * The production form's model (issue 13): the form's starting values from a production (or
 * blank), which texts each language tab still lacks (the "missing in …" mark, worked out as
 * the manager types), and which tab holds a field with a problem.
 */
import {
  LOCALIZED_FIELDS,
  type LocalizedField,
  type ProductionInput,
  type ProductionRecord,
} from '../../../../shared/contracts/season-setup.ts';
import { LOCALES, type Locale } from '../../../../shared/locales.ts';
import type { LocalizedText } from '../../../../shared/localized-text.ts';

/** The fields of a language tab, in the order they stand on it. */
export const TAB_FIELDS: readonly LocalizedField[] = [
  'title',
  'tagline',
  'genre',
  'description',
  'credits',
  'ageGuidance',
  'contentNotes',
];

/** Texts of several paragraphs: a text area. */
export const LONG_FIELDS: ReadonlySet<LocalizedField> = new Set([
  'description',
  'credits',
  'contentNotes',
]);

type Texts = Record<LocalizedField, Partial<Record<Locale, string>>>;

/** Every language of a text, blank where none is written (the inputs are never undefined). */
function allLanguages(text: LocalizedText | undefined): Record<Locale, string> {
  const written = (text ?? {}) as Partial<Record<Locale, string>>;
  return Object.fromEntries(LOCALES.map((locale) => [locale, written[locale] ?? ''])) as Record<
    Locale,
    string
  >;
}

/** The form's starting values: the production's, or blank with the first venue chosen. */
export function productionFormValues(
  record: ProductionRecord | null,
  defaultVenueId: number | null,
): ProductionInput & Texts {
  const texts = Object.fromEntries(
    LOCALIZED_FIELDS.map((field) => [field, allLanguages(record?.[field])]),
  ) as Record<LocalizedField, Record<Locale, string>>;
  return {
    slug: record?.slug ?? '',
    durationMinutes: record?.durationMinutes ?? '',
    imageUrl: record?.imageUrl ?? '',
    venueId: record?.venueId ?? defaultVenueId ?? '',
    ...texts,
  } as ProductionInput & Texts;
}

/** Per language, the texts not written in it yet (US English's being required). */
export function missingByLocale(values: Partial<Texts>): Record<Locale, LocalizedField[]> {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      LOCALIZED_FIELDS.filter((field) => !values[field]?.[locale]?.trim()),
    ]),
  ) as Record<Locale, LocalizedField[]>;
}

/** The language tab a field's path is on (`title.de` → de); null for the shared fields. */
export function localeOfField(path: string): Locale | null {
  const [field, locale] = path.split('.');
  return (LOCALIZED_FIELDS as readonly string[]).includes(field ?? '') &&
    (LOCALES as readonly string[]).includes(locale ?? '')
    ? (locale as Locale)
    : null;
}

/** The tab to show after a refused save: the first language (in tab order) with a problem. */
export function firstTabWithProblem(paths: readonly string[]): Locale | null {
  const locales = new Set(paths.map(localeOfField));
  return LOCALES.find((locale) => locales.has(locale)) ?? null;
}
