import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane), about 17 ms a hash
 * here. Stored as a PHC string, so the parameters can rise later without breaking old hashes.
 */
const PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

function derive(
  password: string,
  nonce: Buffer,
  params: { memory: number; passes: number; parallelism: number; tagLength: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2('argon2id', { message: password, nonce, ...params }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, PARAMS);
  return `$argon2id$v=19$m=${PARAMS.memory},t=${PARAMS.passes},p=${PARAMS.parallelism}$${b64(salt)}$${b64(hash)}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const match = PHC.exec(stored);
  if (!match) return false;
  const [, m, t, p, salt = '', hash = ''] = match;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    memory: Number(m),
    passes: Number(t),
    parallelism: Number(p),
    tagLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with weaker parameters than today's (rehash at sign-in). */
export function needsRehash(stored: string): boolean {
  const match = PHC.exec(stored);
  return (
    !match ||
    Number(match[1]) < PARAMS.memory ||
    Number(match[2]) < PARAMS.passes ||
    Number(match[3]) < PARAMS.parallelism
  );
}

/**
 * A fixed argon2id hash (of a random password nobody kept) with today's parameters. Sign-in
 * verifies against it when there is no real hash to check (an unknown e-mail, an account without
 * a password) or when the answer is decided already (a locked account), so every failed sign-in
 * costs one verification and its timing does not tell which case it was. Fixed, not made at
 * start, so the first unknown e-mail is not slower either.
 */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$SK/GrzJ7MCgQq87bqVoApQ$HdasZ/saGLgfY59otYx3VWfC3MIJlBfhw9qjFO3nBis';

/** What sign-in needs of password hashes; a port only so tests can count verifications. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(stored: string, password: string): Promise<boolean>;
  needsRehash(stored: string): boolean;
}

export const argon2Hasher: PasswordHasher = {
  hash: hashPassword,
  verify: verifyPassword,
  needsRehash,
};
