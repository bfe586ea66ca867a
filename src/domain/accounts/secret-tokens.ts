import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url (43 characters): session ids and single-use links. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

/**
 * Only the SHA-256 of a token is stored. A plain hash is enough: 256 random bits cannot be
 * guessed, so there is nothing for a slow hash to protect.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
