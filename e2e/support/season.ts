/**
 * Season set-up pages in e2e tests (issue 13): New York wall-clock times for the datetime
 * inputs, a field's tied error, the page by its heading, the language tabs and the price grid.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { instantToVenueLocal } from '../../src/shared/venue-local-time.ts';
import { en, main, textOf, until } from './site.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A wall-clock time in New York `days` from now, at `time` ("19:30"), for datetime inputs. */
export function newYork(days: number, time: string): string {
  return `${instantToVenueLocal(new Date(Date.now() + days * DAY)).slice(0, 10)}T${time}`;
}

/** The error tied to a field (aria-describedby), once the field says it has one (in `scope`). */
export async function fieldError(page: Page, label: string, scope = main(page)): Promise<string> {
  const input = scope.getByLabel(label, { exact: true });
  await until(
    () => input.getAttribute('aria-invalid'),
    (value) => value === 'true',
  );
  const ids = (await input.getAttribute('aria-describedby')) ?? '';
  const id = ids.split(' ').find((part) => part.endsWith('-error'));
  expect(id, `${label} has no error tied to it`).toBeTruthy();
  return textOf(page.locator(`[id="${id}"]`));
}

/** Waits for the page whose h1 is `text` (the one before may still be fading out). */
export async function onPage(page: Page, text: string | RegExp) {
  await until(
    () => page.getByRole('heading', { level: 1 }).allTextContents(),
    (headings) =>
      headings.length === 1 &&
      (typeof text === 'string' ? headings[0] === text : text.test(headings[0] ?? '')),
    { timeout: 30_000 },
  );
}

export const tab = (page: Page, name: RegExp) => main(page).getByRole('tab', { name });
export const panel = (page: Page) => main(page).getByRole('tabpanel');

/** A production's texts in one language tab. */
export async function fillTexts(page: Page, texts: Record<string, string>) {
  for (const [field, text] of Object.entries(texts))
    await panel(page)
      .getByLabel(en(`staff.season.production.fields.${field}`), { exact: true })
      .fill(text);
}

/** The all-in price and fee inputs of a cell of the price grid. */
export function cell(page: Page, where: string) {
  return {
    allIn: main(page).getByLabel(`${where}: ${en('staff.season.prices.allIn')}`, { exact: true }),
    fee: main(page).getByLabel(`${where}: ${en('staff.season.prices.fee')}`, { exact: true }),
  };
}
