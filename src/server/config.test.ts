import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to PGlite under data/ on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({
      kind: 'pglite',
      dataDir: expect.stringMatching(/data\/pglite$/),
    });
    expect(config.maintenance.enabled).toBe(false);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
    });
  });

  it('reads switches', () => {
    const config = loadConfig({
      MAINTENANCE_MODE: 'true',
      MAINTENANCE_BYPASS_TOKEN: 'staff-only-token',
      SEED_DEMO: 'false',
    });
    expect(config.maintenance).toEqual({ enabled: true, bypassToken: 'staff-only-token' });
    expect(config.seedDemo).toBe(false);
  });

  it('reads mail and captcha settings; both are off by default', () => {
    const plain = loadConfig({});
    expect(plain.smtpUrl).toBeUndefined();
    expect(plain.publicUrl).toBe('http://localhost:3000');
    expect(plain.captcha.enabled).toBe(false);
    const configured = loadConfig({
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      PUBLIC_URL: 'https://tickets.example.org/',
      CAPTCHA_SITE_KEY: 'site',
      CAPTCHA_SECRET_KEY: 'secret',
      CAPTCHA_VERSION: '',
    });
    expect(configured.smtpUrl).toBe('smtps://u:p@smtp.example.com:465');
    expect(configured.publicUrl).toBe('https://tickets.example.org');
    expect(configured.captcha).toMatchObject({ enabled: true, siteKey: 'site', version: null });
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  });

  it('reads the direct debit scheduler’s interval and claim lease, within bounds', () => {
    expect(loadConfig({}).recurringCharges).toEqual({
      intervalSeconds: 60,
      claimLeaseSeconds: 300,
    });
    expect(
      loadConfig({ RECURRING_CHARGES_INTERVAL_SECONDS: '1', PLAN_CLAIM_LEASE_SECONDS: '10' })
        .recurringCharges,
    ).toEqual({ intervalSeconds: 1, claimLeaseSeconds: 10 });
    expect(() => loadConfig({ PLAN_CLAIM_LEASE_SECONDS: '4' })).toThrow(/PLAN_CLAIM_LEASE_SECONDS/);
    expect(() => loadConfig({ RECURRING_CHARGES_INTERVAL_SECONDS: '0' })).toThrow(
      /RECURRING_CHARGES_INTERVAL_SECONDS/,
    );
  });

  it('refuses bad values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ MAINTENANCE_MODE: 'maybe' })).toThrow(/MAINTENANCE_MODE/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
  });

  it('takes payments on the test gateway unless Stripe is configured with both secrets', () => {
    expect(loadConfig({}).payment).toEqual({ provider: 'test-gateway' });
    expect(
      loadConfig({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      }).payment,
    ).toEqual({ provider: 'stripe', secretKey: 'sk_test_abc', webhookSecret: 'whsec_abc' });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('refuses the test gateway in production unless a rehearsal says so', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(/ALLOW_TEST_PAYMENTS/);
    expect(loadConfig({ ...production, ALLOW_TEST_PAYMENTS: 'true' }).payment).toEqual({
      provider: 'test-gateway',
    });
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set: no client may say who it is', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(32),
        ALLOW_TEST_PAYMENTS: 'true',
      }).trustProxy,
    ).toBe(false);
  });

  it('takes a hop count, or addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
  });

  it('refuses to start on anything else, saying what it expects', () => {
    for (const value of [
      'true',
      '*',
      '10.0.0.300',
      '10.0.0.0/33',
      'fd00::/129',
      'proxy.local',
      '11',
      '10.0.0.1,',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: /);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/number of proxies|addresses/);
  });

  it('refuses a range of every address, which is "true" in other words', () => {
    for (const value of ['0.0.0.0/0', '::/0', '10.0.0.2,0.0.0.0/00', '::ffff:0.0.0.0/96'])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/every client/);
  });
});
