import { ApiError } from '../../lib/http-client.ts';

/**
 * A failure the buyer cannot act on (the server failed, the network dropped, an answer made no
 * sense): the cart error dialog offers to start again. A refusal with a reason (seats taken,
 * a code not valid) is said where it happened instead.
 */
export function isCartFault(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}
