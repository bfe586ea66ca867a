/**
 * A refused plan request in the reader's words: its code's message where the message files
 * have one, else the general one (a code the web does not know is never shown as a key).
 */
import { ApiError } from '../../lib/http-client.ts';

export function planErrorText(t: (key: string) => string, error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) {
    const key = `errors.${error.code}`;
    const text = t(key);
    if (text !== key) return text;
  }
  if (error instanceof ApiError && error.status === 0) return t('errors.NETWORK_ERROR');
  return t('errors.INTERNAL_ERROR');
}
