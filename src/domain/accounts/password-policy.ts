import {
  PASSWORD_PATTERN,
  V,
  type ValidationKey,
} from '../../shared/contracts/account-validation.ts';

/**
 * Passwords that fit the spec's rule (6–20, lower, upper, digit) and still fall at the first
 * guess: the commonest ones of public breach lists that pass the rule, compared without case.
 * A short list on purpose: it stops the guesses a lockout of 5 would not.
 */
const BREACHED = new Set(
  [
    'Password1',
    'Password12',
    'Password123',
    'Password1234',
    'Passw0rd',
    'P@ssw0rd',
    'P@ssword1',
    'Pa55word',
    'Qwerty123',
    'Qwerty1',
    'Qwerty12',
    'Qwertyuiop1',
    'Abc123',
    'Abcd1234',
    'Abcdef1',
    'Abc12345',
    'Aa123456',
    'Aa12345678',
    'Welcome1',
    'Welcome123',
    'Letmein1',
    'Iloveyou1',
    'Sunshine1',
    'Monkey123',
    'Dragon123',
    'Football1',
    'Baseball1',
    'Princess1',
    'Superman1',
    'Michael1',
    'Charlie1',
    'Trustno1',
    'Admin123',
    'Changeme1',
    'Summer2024',
    'Summer2025',
    'Winter2024',
    'Winter2025',
    'Spring2025',
    'Autumn2025',
    'January1',
    'Master123',
    'Hello123',
    'Test1234',
    'Theater1',
    'Theatre1',
    'Playhouse1',
  ].map((p) => p.toLowerCase()),
);

export function isBreachedPassword(password: string): boolean {
  return BREACHED.has(password.toLowerCase());
}

/** The spec's rule (§5) and the breached list; null when the password may be used. */
export function passwordProblem(password: string): ValidationKey | null {
  if (password.length === 0) return V.passwordRequired;
  if (!PASSWORD_PATTERN.test(password)) return V.passwordRule;
  if (isBreachedPassword(password)) return V.passwordTooCommon;
  return null;
}
