/**
 * A text in the six languages while a form edits it (issue 13): every language as typed, blank
 * for not written (the contract drops blanks, and the box office marks them missing).
 */

import { LOCALES, type Locale } from '../../../../shared/locales.ts';
import type { LocalizedText } from '../../../../shared/localized-text.ts';

export type LocalizedDraft = Record<Locale, string>;

export const emptyDraft = (): LocalizedDraft =>
  Object.fromEntries(LOCALES.map((locale) => [locale, ''])) as LocalizedDraft;

export function draftOf(text: LocalizedText | null | undefined): LocalizedDraft {
  const draft = emptyDraft();
  for (const locale of LOCALES) draft[locale] = (text as Partial<LocalizedDraft>)?.[locale] ?? '';
  return draft;
}

/** Whether nothing is written in any language (an optional text left out). */
export const draftIsBlank = (draft: LocalizedDraft) =>
  LOCALES.every((locale) => draft[locale].trim() === '');
