import type { CaptchaAction, CaptchaConfig } from '../../../shared/contracts/auth.ts';
import { api, queryClient } from '../../lib/api.ts';

/**
 * The captcha hook of the sign-in forms, provider-neutral: v3-style providers (reCAPTCHA v3,
 * or anything with `execute(siteKey, { action })`) give an invisible token per action, which the
 * server verifies. Off unless the server has a key; the spec's four messages when misconfigured.
 */
interface CaptchaProvider {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export class CaptchaError extends Error {
  readonly code:
    | 'CAPTCHA_NO_KEY'
    | 'CAPTCHA_NO_VERSION'
    | 'CAPTCHA_SCRIPT_FAILED'
    | 'CAPTCHA_EXECUTE_FAILED';
  constructor(code: CaptchaError['code']) {
    super(code);
    this.code = code;
  }
}

let script: Promise<CaptchaProvider> | undefined;

function loadScript(config: CaptchaConfig): Promise<CaptchaProvider> {
  script ??= new Promise<CaptchaProvider>((resolve, reject) => {
    const url = new URL(config.scriptUrl ?? '', window.location.href);
    if (config.version === 3) url.searchParams.set('render', config.siteKey ?? '');
    url.searchParams.set('hl', config.language);
    const element = document.createElement('script');
    element.src = url.toString();
    element.async = true;
    element.onload = () => {
      const provider = (window as unknown as { grecaptcha?: CaptchaProvider }).grecaptcha;
      if (provider) provider.ready(() => resolve(provider));
      else reject(new CaptchaError('CAPTCHA_SCRIPT_FAILED'));
    };
    element.onerror = () => reject(new CaptchaError('CAPTCHA_SCRIPT_FAILED'));
    document.head.append(element);
  }).catch((error: unknown) => {
    script = undefined;
    throw error;
  });
  return script;
}

/** A token for the action, or undefined when no captcha is configured. */
export async function captchaToken(action: CaptchaAction): Promise<string | undefined> {
  const config = await queryClient.fetchQuery({
    queryKey: ['captcha-config'],
    queryFn: () => api.get<CaptchaConfig>('/api/auth/captcha'),
    staleTime: 10 * 60_000,
  });
  if (!config.enabled || !config.actions.includes(action)) return undefined;
  if (!config.siteKey) throw new CaptchaError('CAPTCHA_NO_KEY');
  if (!config.version) throw new CaptchaError('CAPTCHA_NO_VERSION');
  if (!config.scriptUrl) throw new CaptchaError('CAPTCHA_SCRIPT_FAILED');
  const provider = await loadScript(config);
  try {
    return await provider.execute(config.siteKey, { action });
  } catch {
    throw new CaptchaError('CAPTCHA_EXECUTE_FAILED');
  }
}
