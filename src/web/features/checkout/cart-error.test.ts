import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http-client.ts';
import { isCartFault } from './cart-error.ts';

describe('isCartFault', () => {
  it('is a server failure or no answer, not a refusal with a reason', () => {
    expect(isCartFault(new ApiError(500, 'INTERNAL_ERROR', 'x'))).toBe(true);
    expect(isCartFault(new TypeError('Failed to fetch'))).toBe(true);
    expect(isCartFault(new ApiError(409, 'SEATS_UNAVAILABLE', 'x'))).toBe(false);
    expect(isCartFault(new ApiError(400, 'VALIDATION_FAILED', 'x'))).toBe(false);
  });
});
