import { ERROR_MESSAGES, type ErrorCode } from '../shared/errors.ts';

/** The one error type of the application; the server maps `code` to an HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, details?: { message?: string; fields?: Record<string, string> }) {
    super(details?.message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.fields = details?.fields;
  }
}
