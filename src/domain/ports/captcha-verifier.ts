import type { CaptchaAction } from '../../shared/contracts/auth.ts';

/**
 * Checks a captcha token with its provider. Provider-neutral: reCAPTCHA, hCaptcha and Turnstile
 * all answer the same "siteverify" call (adapters/captcha/siteverify-captcha-verifier.ts).
 */
export interface CaptchaVerifier {
  verify(token: string, action: CaptchaAction, remoteIp: string): Promise<boolean>;
}
