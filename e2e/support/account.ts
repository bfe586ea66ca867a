import type { Page } from 'playwright-core';
import { until } from './site.ts';
import { visitorHeaders } from './visitor.ts';

/** Addresses no one else uses: each test registers its own customer. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** Registers a customer through the API (the same call as the form), answering the e-mail. */
export async function registerByApi(
  baseUrl: string,
  customer: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, ...visitorHeaders() },
    body: JSON.stringify({
      firstName: customer.firstName ?? 'Robin',
      lastName: customer.lastName ?? 'Tester',
      email: customer.email,
      phone: '8455550100',
      password: customer.password,
      address: { line1: '1 Test Row', city: 'Riverton', postalCode: '12590', countryId: 1 },
      contactPermissions: [],
      acceptTerms: true,
    }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
}

/** Signs the page's browser context in through the API (the cookie lands in the context). */
export async function signInByApi(page: Page, baseUrl: string, email: string, password: string) {
  const response = await page.request.post(`${baseUrl}/api/auth/login`, {
    data: { email, password },
    headers: { Origin: baseUrl },
  });
  if (response.status() !== 200) throw new Error(`login answered ${response.status()}`);
}

interface StoredMail {
  to: string;
  subject: string;
  text: string;
  locale: string;
}

/**
 * The path of the newest link to `route` in a mail to `to` (from the dev mailbox). Mails point
 * at PUBLIC_URL; the tests open the same path on their own base address.
 */
export async function mailedLink(
  baseUrl: string,
  to: string,
  route: '/reset-password' | '/authentication',
  after = 0,
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s/]+(${route}\\?token=[A-Za-z0-9_-]+)`);
  const mails = await until(
    async () => {
      const response = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const { messages } = (await response.json()) as { messages: StoredMail[] };
      return messages.filter((m) => pattern.test(m.text));
    },
    (found) => found.length > after,
  );
  const match = mails[0]?.text.match(pattern);
  if (!match?.[1]) throw new Error(`No ${route} link in the mail to ${to}`);
  return match[1];
}
