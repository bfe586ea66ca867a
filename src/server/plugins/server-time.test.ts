import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TEST_NOW } from '../../testing/test-database.ts';

/** The app's clock, moved by hand: the header must follow it, not the machine's. */
const clock = { at: TEST_NOW.getTime(), now: () => new Date(clock.at) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t?.close());

describe('Server-Time', () => {
  it('every API answer carries the app clock in milliseconds, errors included', async () => {
    clock.at = TEST_NOW.getTime() + 1234;
    const cart = await t.app.inject('/api/cart');
    expect(cart.headers['server-time']).toBe(String(TEST_NOW.getTime() + 1234));
    const missing = await t.app.inject('/api/no-such-route');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['server-time']).toBe(String(TEST_NOW.getTime() + 1234));
  });
});
