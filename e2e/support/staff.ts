/**
 * Box-office staff for browser tests (issue 13). A staff sign-in needs a second factor whose
 * codes work once each (one per 30-second step and member), so tests do not share members: each
 * test makes the members it signs in as, through the demo administrator (the one account the
 * server starts with). The demo administrator's authenticator is set up by the first test that
 * needs it; its secret, recovery codes and last code used are kept in a file of the run's server
 * (by its address), so later spec files sign it in again without reusing a code.
 */
import { randomInt } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_STAFF } from '../../src/adapters/db/seed/demo-staff.ts';
import { totpCode } from '../../src/domain/staff/totp.ts';
import type { StaffAccount, StaffRole, StaffSession } from '../../src/shared/contracts/staff.ts';
import { visitorHeaders } from './visitor.ts';

export interface StaffLogin {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

export interface Authenticator {
  secret: string;
  recoveryCodes: string[];
}

const STEP_MS = 30_000;
const stepOf = (at: number) => Math.floor(at / STEP_MS);

/** A code of the secret that has not been used yet: this step's, else the next one's. */
export function freshCode(secret: string, lastStep: number): { code: string; step: number } {
  const now = Date.now();
  const step = Math.max(stepOf(now), lastStep + 1);
  return { code: totpCode(secret, new Date(step * STEP_MS)), step };
}

/** The staff API over fetch, with its session cookie kept (as a browser would). */
export class StaffApi {
  private cookie = '';
  private readonly baseUrl: string;
  private readonly headers: Record<string, string>;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
    this.headers = { Origin: baseUrl, ...visitorHeaders() };
  }

  async send<T>(method: string, url: string, body?: unknown): Promise<{ status: number; json: T }> {
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: {
        ...this.headers,
        ...(this.cookie ? { Cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = response.headers
      .getSetCookie()
      .map((c) => /^staff_session=([^;]*)/.exec(c)?.[1])
      .find((v) => v !== undefined);
    if (set !== undefined) this.cookie = set ? `staff_session=${set}` : '';
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
  }
}

interface DemoAdminState {
  baseUrl: string;
  secret: string;
  recoveryCodes: string[];
  lastStep: number;
}

const stateFile = (baseUrl: string) =>
  path.join(os.tmpdir(), `houselights-e2e-staff-${new URL(baseUrl).port}.json`);

function readState(baseUrl: string): DemoAdminState | undefined {
  const file = stateFile(baseUrl);
  if (!existsSync(file)) return undefined;
  const state = JSON.parse(readFileSync(file, 'utf8')) as DemoAdminState;
  return state.baseUrl === baseUrl ? state : undefined;
}

/** The staff API signed in as the demo administrator (sign out with DELETE when done). */
export async function demoAdmin(baseUrl: string): Promise<StaffApi> {
  const api = new StaffApi(baseUrl);
  const who = DEMO_STAFF.admin;
  const login = await api.send<StaffSession>('POST', '/api/box-office/session', {
    email: who.email,
    password: who.password,
  });
  expect(login.status, JSON.stringify(login.json)).toBe(200);
  if (login.json.next === 'setup') {
    // This run's server has not seen the demo administrator yet (any older file is stale).
    const { secret, recoveryCodes, step } = await enrol(api);
    writeFileSync(
      stateFile(baseUrl),
      JSON.stringify({ baseUrl, secret, recoveryCodes, lastStep: step } satisfies DemoAdminState),
    );
    return api;
  }
  const state = readState(baseUrl);
  if (!state) throw new Error('The demo administrator has an authenticator this run did not keep');
  const { code, step } = freshCode(state.secret, state.lastStep);
  // A code of a step still to come is refused; then a recovery code does (10, kept in order),
  // and once they are spent, the wait for that step (at most 30 s).
  const viaCode = step <= stepOf(Date.now()) + 1;
  const recovery = viaCode ? undefined : state.recoveryCodes.shift();
  if (!viaCode && !recovery)
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now() + 200));
  let answer = recovery
    ? await api.send('POST', '/api/box-office/session/recovery', { recoveryCode: recovery })
    : await api.send('POST', '/api/box-office/session/code', { code });
  if (!recovery) {
    state.lastStep = step;
    // Another sign-in of the demo administrator took this step (a test signing in through the
    // page): each step is taken once, so a recovery code instead.
    const spare = answer.status === 401 ? state.recoveryCodes.shift() : undefined;
    if (spare)
      answer = await api.send('POST', '/api/box-office/session/recovery', { recoveryCode: spare });
  }
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  writeFileSync(stateFile(baseUrl), JSON.stringify(state));
  return api;
}

/** Sets up the authenticator of a password-stage session; answers its secret and codes. */
async function enrol(api: StaffApi): Promise<Authenticator & { step: number }> {
  const setup = await api.send<{ secret: string }>('POST', '/api/box-office/session/setup');
  expect(setup.status, JSON.stringify(setup.json)).toBe(200);
  const { code, step } = freshCode(setup.json.secret, 0);
  const confirmed = await api.send<{ recoveryCodes: string[] }>(
    'POST',
    '/api/box-office/session/setup/confirm',
    { code },
  );
  expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
  return { secret: setup.json.secret, recoveryCodes: confirmed.json.recoveryCodes, step };
}

/**
 * The demo administrator's session that makes this spec file's staff members: one sign-in per
 * file (each takes an authenticator step or a recovery code), again only if it has ended.
 */
const makers = new Map<string, StaffApi>();

/** A staff member of this test's own (a new account, no authenticator yet). */
export async function createStaffMember(
  baseUrl: string,
  role: StaffRole,
  name = `Test ${role} ${randomInt(1e6)}`,
): Promise<StaffLogin> {
  const email = `${role}.${Date.now()}.${randomInt(1e6)}@staff.example.org`;
  const password = `Stage${randomInt(1e6)}Door`;
  const create = async () => {
    let api = makers.get(baseUrl);
    if (!api) {
      api = await demoAdmin(baseUrl);
      makers.set(baseUrl, api);
    }
    return api.send<StaffAccount>('POST', '/api/box-office/staff', { email, name, role, password });
  };
  let created = await create();
  if (created.status === 401) {
    makers.delete(baseUrl);
    created = await create();
  }
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return { id: created.json.id, email, name, role, password };
}

/** Sets up a new member's authenticator through the API, then signs out: their secret and codes. */
export async function enrolStaffMember(baseUrl: string, member: StaffLogin) {
  const api = new StaffApi(baseUrl);
  const login = await api.send<StaffSession>('POST', '/api/box-office/session', {
    email: member.email,
    password: member.password,
  });
  expect(login.json.next).toBe('setup');
  const enrolled = await enrol(api);
  await api.send('DELETE', '/api/box-office/session');
  return enrolled;
}

/** Signs a new member in within the page's browser context (the cookie lands there). */
export async function signInNewStaffByApi(
  page: Page,
  baseUrl: string,
  member: StaffLogin,
): Promise<void> {
  const post = async (url: string, data?: unknown) => {
    const response = await page.request.post(`${baseUrl}${url}`, {
      headers: { Origin: baseUrl },
      ...(data === undefined ? {} : { data }),
    });
    expect(response.status(), await response.text()).toBe(200);
    return response.json();
  };
  const login = (await post('/api/box-office/session', {
    email: member.email,
    password: member.password,
  })) as StaffSession;
  expect(login.next).toBe('setup');
  const { secret } = (await post('/api/box-office/session/setup')) as { secret: string };
  await post('/api/box-office/session/setup/confirm', { code: freshCode(secret, 0).code });
}
