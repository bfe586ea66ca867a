import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../domain/app-error.ts';
import type { ErrorResponse } from '../../shared/contracts/common.ts';
import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '../../shared/errors.ts';
import { ALL_MESSAGES } from '../../shared/i18n/all-messages.ts';
import { translate } from '../../shared/i18n/translate.ts';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locales.ts';
import { requestLocale } from '../request-locale.ts';

/** The reader's language: `?lang=`, then the `lang` cookie, then Accept-Language. */
function readerLocale(request: FastifyRequest): Locale {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  return requestLocale(request, typeof lang === 'string' ? lang : undefined);
}

/**
 * An error's message in the reader's language (the web shows its own from the code; other
 * callers read this). US English keeps the API's own wording; an AppError's own message (one
 * with details) is kept as it is.
 */
function messageOf(request: FastifyRequest, code: ErrorCode, own?: string): string {
  if (own !== undefined && own !== ERROR_MESSAGES[code]) return own;
  const locale = readerLocale(request);
  if (locale === DEFAULT_LOCALE) return ERROR_MESSAGES[code];
  const key = `errors.${code}`;
  const text = translate(ALL_MESSAGES, locale, key);
  return text === key ? ERROR_MESSAGES[code] : text;
}

function body(
  request: FastifyRequest,
  code: ErrorCode,
  fields?: Record<string, string>,
  message?: string,
): ErrorResponse {
  return {
    statusCode: ERROR_STATUS[code],
    code,
    message: messageOf(request, code, message),
    ...(fields ? { fields } : {}),
  };
}

const MESSAGE_KEY = /^[a-z][A-Za-z]*(\.[A-Za-z0-9_-]+)+$/;

/**
 * Field messages are message keys (src/shared/contracts/account-validation.ts): the answer
 * carries them as `fieldKeys` for the web, and as `fields` in the reader's language.
 */
function localizedFields(
  request: FastifyRequest,
  fields: Record<string, string> | undefined,
): { fields?: Record<string, string>; fieldKeys?: Record<string, string> } {
  if (!fields) return {};
  const keys = Object.entries(fields).filter(([, value]) => MESSAGE_KEY.test(value));
  if (keys.length === 0) return { fields };
  const locale = readerLocale(request);
  const translated = { ...fields };
  for (const [field, key] of keys) translated[field] = translate(ALL_MESSAGES, locale, key);
  return { fields: translated, fieldKeys: Object.fromEntries(keys) };
}

interface Issue {
  path: PropertyKey[];
  message?: string | undefined;
  errors?: unknown;
}

/**
 * A body matching none of a union's shapes (POST /api/cart/seats: chosen seats or best
 * available) fails as one "Invalid input" of the whole body; the shape it came closest to
 * (fewest problems) says which field is wrong instead, e.g. `body.performanceId`.
 */
function unionIssues(issue: Issue): Issue[] {
  const branches = Array.isArray(issue.errors) ? (issue.errors as Issue[][]) : [];
  const closest = branches.reduce<Issue[] | undefined>(
    (best, branch) => (!best || branch.length < best.length ? branch : best),
    undefined,
  );
  if (!closest?.length) return [issue];
  return closest.flatMap((inner) =>
    unionIssues(inner).map((leaf) => ({ ...leaf, path: [...issue.path, ...leaf.path] })),
  );
}

/** Fastify's own client errors, by their code, mapped to ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
  FST_ERR_BAD_URL: 'MALFORMED_REQUEST',
  FST_ERR_ASYNC_CONSTRAINT: 'MALFORMED_REQUEST',
};

/**
 * One error handler: our AppError by its code, schema failures as 400 with the fields, other
 * client errors by status, and anything else as a logged 500 that shows nothing of its insides.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const retryAfter = error.code === 'RATE_LIMITED' ? error.fields?.retryAfter : undefined;
      if (retryAfter) reply.header('Retry-After', retryAfter);
      return reply.status(ERROR_STATUS[error.code]).send({
        ...body(request, error.code, undefined, error.message),
        ...localizedFields(request, error.fields),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const base = issue.instancePath.split('/').filter(Boolean);
        for (const inner of unionIssues({ path: [], message: issue.message, ...issue.params })) {
          const where = [...base, ...inner.path.map(String)].join('.');
          const key = [error.validationContext, where].filter(Boolean).join('.');
          fields[key || 'request'] ??= inner.message ?? 'Invalid value';
        }
      }
      return reply
        .status(400)
        .send({ ...body(request, 'VALIDATION_FAILED'), ...localizedFields(request, fields) });
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return reply.status(ERROR_STATUS[mapped]).send(body(request, mapped));
    if (error instanceof SyntaxError || (error.statusCode === 400 && !error.code)) {
      return reply.status(400).send(body(request, 'MALFORMED_REQUEST'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code: ErrorCode =
        status === 404 ? 'NOT_FOUND' : status === 413 ? 'PAYLOAD_TOO_LARGE' : 'MALFORMED_REQUEST';
      return reply.status(status).send({ ...body(request, code), statusCode: status });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(request, 'INTERNAL_ERROR'));
  });
}
