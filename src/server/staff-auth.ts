/**
 * Who is signed in to the box office, and the one check every staff route passes (issue 13).
 * A staff route names its role in its route definition (`config: { staffRole: 'manager' }`, or
 * `'public'` for the sign-in steps); `registerStaffGuard` refuses to register a route under
 * `/api/box-office/` without one, and before anything else of a request (its body is not even
 * read) answers 401 without a full staff session and 403 when the role is below the route's.
 * The browser never decides: the staff pages only mirror what this answers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../domain/app-error.ts';
import type { ResolvedStaffSession, StaffAuthService } from '../domain/staff/staff-auth-service.ts';
import { roleAtLeast, type StaffMember, type StaffRole } from '../shared/contracts/staff.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The least role a box-office route needs; `public` for the sign-in steps. */
    staffRole?: StaffRole | 'public';
  }
}

export const STAFF_COOKIE = 'staff_session';
/** The cookie goes only to the staff API: never sent with a customer's page or call. */
const COOKIE_PATH = '/api/box-office';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export class StaffSessions {
  private readonly auth: StaffAuthService;
  private readonly production: boolean;
  private readonly resolved = new WeakMap<FastifyRequest, Promise<ResolvedStaffSession | null>>();

  constructor(auth: StaffAuthService, options: { production: boolean }) {
    this.auth = auth;
    this.production = options.production;
  }

  tokenOf(request: FastifyRequest): string | null {
    const value = request.cookies?.[STAFF_COOKIE];
    return value && TOKEN.test(value) ? value : null;
  }

  /** The session as it stands (any stage), looked up once per request. */
  session(request: FastifyRequest): Promise<ResolvedStaffSession | null> {
    let found = this.resolved.get(request);
    if (!found) {
      const token = this.tokenOf(request);
      found = token ? this.auth.resolve(token) : Promise.resolve(null);
      this.resolved.set(request, found);
    }
    return found;
  }

  /** The fully signed-in staff member; the guard has checked the role already. */
  async member(request: FastifyRequest): Promise<StaffMember> {
    const session = await this.session(request);
    if (!session) throw new AppError('STAFF_SIGN_IN_REQUIRED');
    if (session.stage !== 'full') throw new AppError('STAFF_SECOND_FACTOR_REQUIRED');
    return session.staff;
  }

  /** Strict: a staff call never rides on a link from another site. Ends with the browser. */
  set(reply: FastifyReply, token: string): void {
    reply.setCookie(STAFF_COOKIE, token, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: this.production,
    });
  }

  clear(reply: FastifyReply): void {
    reply.clearCookie(STAFF_COOKIE, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: this.production,
    });
  }
}

export interface StaffRoute {
  method: string;
  url: string;
  role: StaffRole | 'public';
}

/** Every staff route of a server, as registered: the role matrix test walks them all. */
const routeTables = new WeakMap<object, StaffRoute[]>();
export function staffRoutesOf(app: FastifyInstance): readonly StaffRoute[] {
  return routeTables.get(app.server) ?? [];
}

/** The role check of every `/api/box-office/` route; see the file's head. */
export function registerStaffGuard(app: FastifyInstance, sessions: StaffSessions): void {
  const table: StaffRoute[] = [];
  routeTables.set(app.server, table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/box-office/')) return;
    const role = route.config?.staffRole;
    if (!role) throw new Error(`${route.method} ${route.url} names no staffRole in its config`);
    for (const method of [route.method].flat())
      if (method !== 'HEAD') table.push({ method, url: route.url, role });
  });
  app.addHook('onRequest', async (request, reply) => {
    const needed = request.routeOptions.config?.staffRole;
    if (!needed || needed === 'public') return;
    reply.header('Cache-Control', 'no-store');
    const staff = await sessions.member(request);
    if (!roleAtLeast(staff.role, needed)) throw new AppError('STAFF_FORBIDDEN');
  });
}
