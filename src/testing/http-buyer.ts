import http from 'node:http';
import type { StartPaymentResponse } from '../shared/contracts/checkout.ts';

export interface BuyerResponse {
  status: number;
  location: string | null;
  text: string;
  /** The body as it came (a PDF's bytes). */
  bytes: Uint8Array;
  json<T>(): T;
}

/**
 * A buyer's browser over real HTTP: a cookie jar, and redirects left to the caller, so a
 * test or a bench can stop between the provider's page and the return (a crash test) or time
 * each step (the checkout bench).
 */
export class HttpBuyer {
  readonly baseUrl: string;
  readonly cookies = new Map<string, string>();

  private readonly agent: http.Agent;

  /**
   * `localAddress`: the loopback address this buyer's connections come from (127.0.0.0/8 is all
   * loopback on Linux), so a bench's buyers are as many addresses as a real crowd, each within
   * the per-address rate limits.
   */
  constructor(baseUrl: string, options: { localAddress?: string } = {}) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.agent = new http.Agent({
      keepAlive: true,
      maxSockets: 4,
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    });
  }

  /** Closes the buyer's kept-alive connections. */
  close(): void {
    this.agent.destroy();
  }

  async send(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: object,
    options: { form?: boolean; headers?: Record<string, string> } = {},
  ): Promise<BuyerResponse> {
    const target = new URL(url.startsWith('http') ? url : `${this.baseUrl}${url}`);
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let payload: string | undefined;
    if (body && options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body as Record<string, string>).toString();
    } else if (body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
    const { status, responseHeaders, received } = await new Promise<{
      status: number;
      responseHeaders: http.IncomingHttpHeaders;
      received: Buffer;
    }>((resolve, reject) => {
      const request = http.request(
        target,
        { method, headers, agent: this.agent, timeout: 120_000 },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              responseHeaders: response.headers,
              received: Buffer.concat(chunks),
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error(`${method} ${url} timed out`)));
      request.on('error', reject);
      request.end(payload);
    });
    for (const cookie of responseHeaders['set-cookie'] ?? []) {
      const [pair = '', ...attributes] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const location = responseHeaders.location;
    const text = received.toString('utf8');
    return {
      status,
      location: typeof location === 'string' ? location : null,
      text,
      bytes: new Uint8Array(received),
      json: <T>() => JSON.parse(text) as T,
    };
  }

  /** Sends and fails loudly unless the answer has the expected status. */
  async expect(
    status: number,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: object,
    options?: { form?: boolean; headers?: Record<string, string> },
  ): Promise<BuyerResponse> {
    const response = await this.send(method, url, body, options);
    if (response.status !== status)
      throw new Error(
        `${method} ${url} answered ${response.status}: ${response.text.slice(0, 300)}`,
      );
    return response;
  }

  login(email: string, password: string): Promise<BuyerResponse> {
    return this.expect(200, 'POST', '/api/auth/login', { email, password });
  }

  /** Registers (which signs the buyer in), with the fields the register form sends. */
  register(email: string, password: string): Promise<BuyerResponse> {
    return this.expect(201, 'POST', '/api/auth/register', {
      firstName: 'Bench',
      lastName: 'Buyer',
      email,
      phone: '8455550100',
      password,
      address: { line1: '1 Test Row', city: 'Riverton', postalCode: '12590', countryId: 1 },
      contactPermissions: [],
      acceptTerms: true,
    });
  }

  /** "Pay" at the review step: the provider's page to go to (or a free order confirmed). */
  async startPayment(details: object = {}): Promise<StartPaymentResponse> {
    const response = await this.expect(200, 'POST', '/api/checkout/payment', {
      acceptTerms: true,
      acknowledgePrivacy: true,
      ...details,
    });
    return response.json<StartPaymentResponse>();
  }

  /**
   * Submits the test gateway's hosted form (a card number, or cancel) as a browser does; answers
   * the gateway's 303 without following it.
   */
  submitTestGateway(redirectUrl: string, card: string | 'cancel'): Promise<BuyerResponse> {
    const path = new URL(redirectUrl).pathname;
    return this.expect(
      303,
      'POST',
      path,
      card === 'cancel' ? { action: 'cancel' } : { action: 'pay', cardNumber: card },
      { form: true },
    );
  }
}
