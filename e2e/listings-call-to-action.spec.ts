/**
 * Issue 9, item 13: on /listings the green "Get tickets" call to action is a real way in. A tap
 * on it opens the performance, on a phone and on a desktop, in the list and in the calendar; the
 * row is one link (keyboard and screen reader reachable, one name, the state as its
 * description), with nothing interactive nested in it.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { AvailabilityState } from '../src/shared/availability.ts';
import type { PerformanceSummary } from '../src/shared/contracts/catalogue.ts';
import { formatTime } from '../src/shared/dates.ts';
import { axeClean, browserSession, DESKTOP, PHONE } from './support/browser.ts';
import { commaName, en, fetchListings, main, settle, waitForPath } from './support/site.ts';

/** A tap where a finger would land: the middle of the element, whatever lies on top of it. */
async function tapMiddle(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the element is not drawn');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function firstOnSale(baseUrl: string): Promise<PerformanceSummary> {
  const { performances } = await fetchListings(baseUrl);
  const found = performances.find((p) => p.state === AvailabilityState.GET_TICKETS);
  if (!found) throw new Error('the demo season has no performance on sale');
  return found;
}

describe('listings: the call to action', () => {
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);
  const getTickets = en('availability.1.label');

  for (const [size, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`a tap on "Get tickets" opens the performance (${size} px)`, async () => {
      const target = await firstOnSale(baseUrl);
      await withPage({ viewport }, async (page) => {
        await page.goto('/listings');
        await settle(page);
        const row = main(page)
          .getByRole('article')
          .filter({
            has: page.getByRole('link', {
              name: commaName(target.productionTitle, formatTime(target.startsAt, 'en-US')),
            }),
          })
          .first();
        // One link per row, nothing interactive inside another.
        expect(await row.getByRole('link').count()).toBe(1);
        expect(await row.locator('a a, a button, button a, a input, a select').count()).toBe(0);
        // Heard with its call to action: the state is the link's description.
        const link = row.getByRole('link');
        const described = await link.getAttribute('aria-describedby');
        expect(described).toBeTruthy();
        const description = await page
          .locator(`[id="${described}"]`)
          .evaluate((node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim());
        expect(description).toContain(getTickets);
        if (size === '390') await axeClean(page, 'listings-cta-390');
        else await axeClean(page, 'listings-cta-1280');

        await tapMiddle(page, row.getByText(getTickets, { exact: true }));
        await waitForPath(page, `/events/${target.productionSlug}/${target.id}`);
      });
    });
  }

  it('the row is reached and followed with the keyboard', async () => {
    const target = await firstOnSale(baseUrl);
    await withPage({ viewport: DESKTOP }, async (page) => {
      await page.goto('/listings');
      await settle(page);
      const link = main(page).getByRole('link', {
        name: commaName(target.productionTitle, formatTime(target.startsAt, 'en-US')),
      });
      await link.first().focus();
      // The focus ring is drawn around the whole row, call to action included.
      const outline = await link
        .first()
        .evaluate(
          (node) => getComputedStyle(node.closest('.performance-row') as Element).outlineStyle,
        );
      expect(outline).toBe('solid');
      await page.keyboard.press('Enter');
      await waitForPath(page, `/events/${target.productionSlug}/${target.id}`);
    });
  });

  it('in the calendar too, a tap on the state opens the performance (390 px)', async () => {
    const target = await firstOnSale(baseUrl);
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto('/listings?view=calendar');
      await settle(page);
      const entry = page
        .locator('.calendar-grid li')
        .filter({
          has: page.getByRole('link', {
            name: `${formatTime(target.startsAt, 'en-US')} ${target.productionTitle}`,
          }),
        })
        .first();
      await tapMiddle(page, entry.getByText(getTickets, { exact: true }));
      await waitForPath(page, `/events/${target.productionSlug}/${target.id}`);
    });
  });
});
