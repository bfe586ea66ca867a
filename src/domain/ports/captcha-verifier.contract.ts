/**
 * What every CaptchaVerifier must do: pass a token the provider vouches for, for the action it
 * was made for, and nothing else: a refused token, one made for another action, and a provider
 * that cannot answer never pass (the gate treats a throw as a refusal). The siteverify verifier
 * runs it against a stand-in provider (adapters/captcha/siteverify-captcha-verifier.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaAction } from '../../shared/contracts/auth.ts';
import type { CaptchaVerifier } from './captcha-verifier.ts';

/** A verifier and tokens its provider will judge, and one whose provider is unreachable. */
export interface CaptchaVerifierFixture {
  verifier: CaptchaVerifier;
  /** A token the provider vouches for, made for `login`. */
  loginToken: string;
  /** A token the provider refuses. */
  refusedToken: string;
  /** The same kind of verifier, its provider down. */
  unreachable: CaptchaVerifier;
  close(): Promise<void>;
}

/** true, false, or "threw": what the gate sees. */
async function outcome(verify: Promise<boolean>): Promise<boolean | 'threw'> {
  try {
    return await verify;
  } catch {
    return 'threw';
  }
}

export function captchaVerifierContract(name: string, make: () => Promise<CaptchaVerifierFixture>) {
  describe(`CaptchaVerifier contract: ${name}`, () => {
    let f: CaptchaVerifierFixture;
    beforeAll(async () => {
      f = await make();
    });
    afterAll(() => f?.close());

    it('passes a vouched-for token for its own action', async () => {
      expect(await f.verifier.verify(f.loginToken, 'login', '203.0.113.7')).toBe(true);
    });

    it('refuses a token the provider refuses, or one made for another action', async () => {
      expect(await outcome(f.verifier.verify(f.refusedToken, 'login', '203.0.113.7'))).toBe(false);
      const others: CaptchaAction[] = ['register', 'reset', 'magic_link', 'lookup'];
      for (const action of others)
        expect(await outcome(f.verifier.verify(f.loginToken, action, '203.0.113.7'))).toBe(false);
    });

    it('never passes a token while the provider cannot answer', async () => {
      expect(await outcome(f.unreachable.verify(f.loginToken, 'login', '203.0.113.7'))).not.toBe(
        true,
      );
    });
  });
}
