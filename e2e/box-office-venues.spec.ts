/**
 * Venues and seat maps in the box office, in a real browser (issue 13): a box-office manager
 * chooses a file with a mistake and sees it at its line, chooses the documented example and
 * sees its seat map drawn as the storefront draws it, creates the venue, picks a seat with the
 * keyboard and changes it (the storefront's layout answer has the change), then replaces the
 * layout from a file and sees what changed. axe finds nothing serious on any page at 1280 px
 * (screenshots in test-results/screenshots).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { VenueLayout } from '../src/shared/contracts/catalogue.ts';
import { axeClean, browserSession, DESKTOP } from './support/browser.ts';
import { en, main, textOf, until, visibleText, waitForPath } from './support/site.ts';
import { createStaffMember, signInNewStaffByApi } from './support/staff.ts';

const STUDIO = readFileSync(
  path.join(import.meta.dirname, '../docs/examples/venue-studio.csv'),
  'utf8',
);

/** A file chosen in the page's file input, as a person picking it from their disk would. */
async function chooseFile(page: Page, label: string, name: string, text: string) {
  await main(page)
    .getByLabel(label, { exact: true })
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const focusedSeat = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-seat') ?? '');

describe('venues and seat maps in the browser', () => {
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  it('a manager creates a venue from a CSV file, edits a seat by keyboard and replaces the layout', async () => {
    const manager = await createStaffMember(baseUrl, 'manager', `Mona Manager ${Date.now()}`);
    const venueName = `Riverside Studio ${Date.now()}`;
    await withPage({ viewport: DESKTOP }, async (page) => {
      await signInNewStaffByApi(page, baseUrl, manager);
      await page.goto('/box-office/venues');
      expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(
        en('staff.venues.list.title'),
      );
      expect(await visibleText(main(page).getByRole('table'))).toContain('Main Stage');
      await axeClean(page, 'box-office-venues-1280');

      await main(page)
        .getByRole('link', { name: en('staff.venues.list.new') })
        .click();
      await waitForPath(page, '/box-office/venues/new');
      await main(page).getByLabel(en('staff.venues.details.name')).fill(venueName);
      await main(page)
        .getByLabel(en('staff.venues.details.address'))
        .fill('9 River Rd, Riverton, NY 12401');

      // A seat without its label: the problem at its line, the list taking the focus.
      const broken = STUDIO.replace('STALLS,,,,,,,,A,0,3,A', 'STALLS,,,,,,,,A,0,,A');
      await chooseFile(page, en('staff.venues.new.file'), 'studio.csv', broken);
      const problems = main(page).locator('.bo-file-problems');
      expect(await visibleText(problems)).toContain(
        `Line 5 (seat): ${en('staff.venues.validation.seatLabel')}`,
      );
      await until(
        () => page.evaluate(() => document.activeElement?.classList.contains('bo-file-problems')),
        (focused) => focused === true,
      );
      await axeClean(page, 'box-office-venue-file-problems-1280');

      // The right file: its seat map, drawn by the storefront's map.
      await chooseFile(page, en('staff.venues.new.file'), 'studio.csv', STUDIO);
      const preview = main(page).getByRole('heading', {
        name: en('staff.venues.new.previewTitle'),
      });
      await preview.waitFor();
      expect(await problems.count()).toBe(0);
      const map = main(page).locator('svg.seat-map-svg');
      expect(await map.locator('[data-seat]').count()).toBe(52);
      expect(await visibleText(main(page).locator('.bo-layout-summary'))).toContain('52');
      await axeClean(page, 'box-office-venue-preview-1280');

      await main(page)
        .getByRole('button', { name: en('staff.venues.new.submit') })
        .click();
      const venueUrl = await until(
        () => new URL(page.url()),
        (url) => /^\/box-office\/venues\/\d+$/.test(url.pathname),
      );
      const venueId = Number(venueUrl.pathname.split('/').pop());
      await until(
        () => textOf(page.getByRole('heading', { level: 1 })),
        (text) => text === venueName,
      );
      expect(await visibleText(main(page).locator('#bo-venue-status'))).toBe(
        en('staff.venues.venue.created'),
      );
      await axeClean(page, 'box-office-venue-1280');

      // Keyboard only: into the map, one seat to the right, Enter picks it for editing.
      const svg = main(page).locator('svg.seat-map-svg');
      const first = svg.locator('[tabindex="0"]');
      await first.focus();
      const start = await focusedSeat(page);
      await page.keyboard.press('ArrowRight');
      const next = await until(
        () => focusedSeat(page),
        (id) => id !== '' && id !== start,
      );
      await page.keyboard.press('Enter');
      const editor = main(page).locator('.bo-seat-editor');
      const title = await textOf(editor.getByRole('heading', { level: 2 }));
      expect(title).toMatch(/^Row [A-Z]+, seat \d+ \(STALLS\)$/);
      expect(await svg.locator(`[data-seat="${next}"]`).getAttribute('aria-checked')).toBe('true');

      // Change it by keyboard: a restricted view, then save.
      const restricted = editor.locator('#bo-seat-restrictedView-en-US');
      expect(await restricted.getAttribute('aria-describedby')).toBeTruthy();
      await restricted.focus();
      await page.keyboard.type('A lighting tower hides stage left.');
      await editor.getByLabel(en('seatMap.viewOfStageLabel')).selectOption('partial');
      await editor.getByRole('button', { name: en('staff.venues.seat.save') }).focus();
      await page.keyboard.press('Enter');
      await until(
        () => visibleText(main(page).locator('#bo-venue-status')),
        (text) => text.startsWith('Saved:'),
      );
      expect(await focusedId(page)).toBe('bo-venue-status');
      const layout = (await (
        await page.request.get(`${baseUrl}/api/venues/${venueId}/layout`)
      ).json()) as VenueLayout;
      expect(layout.seats.find((s) => s.id === Number(next))).toMatchObject({
        restrictedView: 'A lighting tower hides stage left.',
        viewOfStage: 'partial',
      });
      await axeClean(page, 'box-office-venue-seat-1280');

      // A new layout without the gallery's last row: what it changes, then replaced.
      const smaller = STUDIO.split('\n')
        .filter((line) => !/^GAL,(?:[^,]*,){7}BB,/.test(line))
        .join('\n');
      await chooseFile(page, en('staff.venues.replace.file'), 'studio-2.csv', smaller);
      await main(page)
        .getByRole('heading', { name: en('staff.venues.replace.previewTitle') })
        .waitFor();
      const summary = await visibleText(
        main(page).locator('.bo-layout-replace .bo-layout-summary'),
      );
      expect(summary).toContain(`${en('staff.venues.summary.removed')} 10`);
      await axeClean(page, 'box-office-venue-replace-1280');
      await main(page)
        .getByRole('button', { name: en('staff.venues.replace.submit') })
        .click();
      await until(
        () => visibleText(main(page).locator('#bo-venue-status')),
        (text) => text.includes('removed: 10'),
      );
      expect(await svg.locator('[data-seat]').count()).toBe(42);
    });
  }, 300_000);
});
