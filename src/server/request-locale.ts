import type { FastifyRequest } from 'fastify';
import {
  detectLocale,
  isLocale,
  LANG_COOKIE,
  type Locale,
  parseAcceptLanguage,
} from '../shared/locales.ts';

/** The content language of a request: `?lang=`, then the `lang` cookie, then Accept-Language. */
export function requestLocale(request: FastifyRequest, explicit?: string): Locale {
  if (isLocale(explicit)) return explicit;
  return detectLocale(
    request.cookies?.[LANG_COOKIE],
    parseAcceptLanguage(request.headers['accept-language']),
  );
}
