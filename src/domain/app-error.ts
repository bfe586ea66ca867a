import { ERROR_MESSAGES, type ErrorCode } from '../shared/errors.ts';

/**
 * The one error type of the application; the server maps `code` to an HTTP status. It is an
 * answer (seats taken, sold out), not a fault, so it carries no stack trace: at an on-sale
 * thousands are thrown a second, and capturing their stacks cost more than choosing seats.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, details?: { message?: string; fields?: Record<string, string> }) {
    const stackFrames = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(details?.message ?? ERROR_MESSAGES[code]);
    Error.stackTraceLimit = stackFrames;
    this.name = 'AppError';
    this.code = code;
    this.fields = details?.fields;
  }
}
