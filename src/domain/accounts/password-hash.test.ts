import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from './password-hash.ts';

describe('argon2id password hashes', () => {
  it('are PHC strings with OWASP parameters and a random salt', async () => {
    const a = await hashPassword('Curtain42Call');
    const b = await hashPassword('Curtain42Call');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    expect(needsRehash(a)).toBe(false);
  });

  it('verify the right password only', async () => {
    const hash = await hashPassword('Curtain42Call');
    expect(await verifyPassword(hash, 'Curtain42Call')).toBe(true);
    expect(await verifyPassword(hash, 'curtain42call')).toBe(false);
    expect(await verifyPassword('not a hash', 'Curtain42Call')).toBe(false);
  });

  it('ask for a rehash when the stored parameters are weaker', () => {
    expect(needsRehash('$argon2id$v=19$m=4096,t=1,p=1$c2FsdHNhbHRzYWx0$aGFzaA')).toBe(true);
  });
});

describe('the fixed dummy hash', () => {
  it('has today’s parameters (as slow as a real one) and matches nothing', async () => {
    expect(needsRehash(DUMMY_HASH)).toBe(false);
    expect(await verifyPassword(DUMMY_HASH, '')).toBe(false);
    expect(await verifyPassword(DUMMY_HASH, 'Curtain42Call')).toBe(false);
  });
});
