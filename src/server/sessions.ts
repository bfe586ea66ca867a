import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService } from '../domain/accounts/auth-service.ts';
import { AppError } from '../domain/app-error.ts';
import type { SessionCustomer } from '../shared/contracts/auth.ts';

export const SESSION_COOKIE = 'session';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The signed-in customer of a request, looked up once per request and only when a route asks
 * (catalogue answers never touch the session table).
 */
export class Sessions {
  private readonly auth: AuthService;
  private readonly production: boolean;
  private readonly resolved = new WeakMap<FastifyRequest, Promise<SessionCustomer | null>>();

  constructor(auth: AuthService, options: { production: boolean }) {
    this.auth = auth;
    this.production = options.production;
  }

  tokenOf(request: FastifyRequest): string | null {
    const value = request.cookies?.[SESSION_COOKIE];
    return value && TOKEN.test(value) ? value : null;
  }

  current(request: FastifyRequest): Promise<SessionCustomer | null> {
    let found = this.resolved.get(request);
    if (!found) {
      const token = this.tokenOf(request);
      found = token ? this.auth.resolveSession(token) : Promise.resolve(null);
      this.resolved.set(request, found);
    }
    return found;
  }

  /** Signed out: 401 SIGN_IN_REQUIRED, which the web turns into a redirect to /login. */
  async require(request: FastifyRequest): Promise<SessionCustomer> {
    const customer = await this.current(request);
    if (!customer) throw new AppError('SIGN_IN_REQUIRED');
    return customer;
  }

  /**
   * A session cookie with no Max-Age (it ends with the browser); the server ends it after
   * 1200 s idle or 12 hours after sign-in. HttpOnly, SameSite=Lax, Secure in production.
   */
  set(reply: FastifyReply, token: string): void {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.production,
    });
  }

  clear(reply: FastifyReply): void {
    reply.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.production,
    });
  }
}
