import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser for API tests through Fastify's `inject`: it keeps the cookies the server sets (the
 * cart, the session) and sends them back, as a real browser would.
 */
export class InjectBrowser {
  readonly cookies = new Map<string, string>();
  private readonly app: () => FastifyInstance;

  /** `app` is asked at each request: test files build theirs in `beforeAll`. */
  constructor(app: () => FastifyInstance) {
    this.app = app;
  }

  keep(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const c of response.cookies) {
      const expired = c.value === '' || (c.expires && c.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  async send(
    method: Method,
    url: string,
    payload?: object | string,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const response = await this.app().inject({
      method,
      url,
      headers,
      cookies: Object.fromEntries(this.cookies),
      ...(payload === undefined ? {} : { payload }),
    });
    return this.keep(response);
  }

  /** The same signed-in customer in another browser: the session, without this one's cart. */
  sessionOnly(): InjectBrowser {
    const other = new InjectBrowser(this.app);
    const session = this.cookies.get('session');
    if (session) other.cookies.set('session', session);
    return other;
  }
}
