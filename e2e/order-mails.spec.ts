import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { AvailabilityState } from '../src/shared/availability.ts';
import type { StartPaymentResponse } from '../src/shared/contracts/checkout.ts';
import { readPdf } from '../src/testing/order-mail-fixtures.ts';
import { registerByApi, signInByApi, uniqueEmail } from './support/account.ts';
import { browserSession, DESKTOP, PHONE, screenshot } from './support/browser.ts';
import { findPerformance, until } from './support/site.ts';

interface ListedMail {
  id: number;
  kind: string;
  subject: string;
  attachments: { filename: string; contentType: string; url: string }[];
}

/** Holds two seats and pays on the test gateway, in the page's context; answers the order. */
async function buyTwoTickets(page: Page, baseUrl: string, lang: string): Promise<string> {
  const headers = { Origin: baseUrl };
  const performance = await findPerformance(baseUrl, { state: AvailabilityState.GET_TICKETS });
  const held = await page.request.post(`${baseUrl}/api/cart/seats`, {
    data: { performanceId: performance.id, bestAvailable: { quantity: 2 } },
    headers,
  });
  expect(held.status()).toBe(200);
  const started = await page.request.post(`${baseUrl}/api/checkout/payment?lang=${lang}`, {
    data: { acceptTerms: true, acknowledgePrivacy: true },
    headers,
  });
  expect(started.status()).toBe(200);
  const answer = (await started.json()) as StartPaymentResponse;
  if (answer.kind !== 'redirect') throw new Error('expected the payment page');
  const paid = await page.request.post(answer.redirectUrl, {
    form: { action: 'pay', cardNumber: '4242424242424242' },
    headers: { Origin: new URL(answer.redirectUrl).origin },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const back = await page.request.get(String(paid.headers().location), { maxRedirects: 0 });
  expect(back.headers().location).toBe(`/order/confirmed?order=${answer.orderNumber}`);
  return answer.orderNumber;
}

describe('the confirmation mail at the local mailbox', () => {
  // PUBLIC_URL is the server's own address: the provider's return keeps the browser's cookies.
  const baseUrl = inject('baseUrl');
  const withPage = browserSession(baseUrl);

  it('comes once with the tickets PDF and the calendar entry, and the PDF opens', async () => {
    const email = uniqueEmail('tickets');
    const password = 'Tickets24Print';
    await registerByApi(baseUrl, { email, password });
    // Someone at the server's machine: the local mailbox opens only for them.
    await withPage({ viewport: PHONE, visitor: false }, async (page) => {
      await signInByApi(page, baseUrl, email, password);
      const number = await buyTwoTickets(page, baseUrl, 'de');

      const mails = await until(
        async () => {
          const response = await page.request.get(
            `${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(email)}`,
          );
          const { messages } = (await response.json()) as { messages: ListedMail[] };
          return messages.filter((m) => m.kind === 'orderConfirmation');
        },
        (found) => found.length > 0,
      );
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      if (!mail) throw new Error('no confirmation');
      expect(mail.subject).toBe(`Ihre Tickets: Bestellung ${number}`);

      // The mailbox page links the files; the PDF is the tickets, one per page, in German.
      await page.goto('/dev/mailbox');
      const pdfLink = page.getByRole('link', { name: `tickets-${number}.pdf` });
      const href = await pdfLink.getAttribute('href');
      expect(href).toBe(mail.attachments.find((a) => a.contentType === 'application/pdf')?.url);
      const pdf = await page.request.get(`${baseUrl}${href}`);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(await readPdf(await pdf.body())).toEqual({
        pages: 2,
        title: `Tickets für Bestellung ${number}`,
      });
      expect(await page.getByRole('link', { name: `${number}.ics` }).count()).toBe(1);

      // The HTML version shows every ticket's QR code.
      await page.goto(`/dev/mailbox/${mail.id}`);
      const images = page.getByRole('img', { name: /QR-Code/ });
      expect(await images.count()).toBe(2);
      const drawn = await images.evaluateAll((all) =>
        all.every(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ),
      );
      expect(drawn).toBe(true);
      await screenshot(page, 'order-mail-390');
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'order-mail-1280');

      // The account's link: the same tickets, one page for the performance.
      const account = await page.request.get(
        `${baseUrl}/api/account/orders/${number}/tickets.pdf?layout=performance`,
      );
      expect(account.status()).toBe(200);
      expect((await readPdf(await account.body())).pages).toBe(1);
    });
  });
});
