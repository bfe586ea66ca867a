import { describe, expect, it } from 'vitest';
import { V } from '../../shared/contracts/account-validation.ts';
import { isBreachedPassword, passwordProblem } from './password-policy.ts';

describe('password policy (spec §5 plus breached passwords)', () => {
  it('accepts 6 to 20 characters with a lowercase and an uppercase letter and a digit', () => {
    expect(passwordProblem('Ab3def')).toBeNull();
    expect(passwordProblem('Curtain42Call')).toBeNull();
    expect(passwordProblem('Ab3defghijklmnopqrst')).toBeNull(); // 20
  });

  it('refuses what breaks the rule, with the spec’s message', () => {
    for (const bad of ['Ab3de', 'Ab3defghijklmnopqrstu', 'abcdef1', 'ABCDEF1', 'Abcdefg', '123456'])
      expect(passwordProblem(bad), bad).toBe(V.passwordRule);
    expect(passwordProblem('')).toBe(V.passwordRequired);
  });

  it('refuses common breached passwords that fit the rule, whatever their case', () => {
    expect(isBreachedPassword('Password1')).toBe(true);
    expect(isBreachedPassword('pASSWORD1')).toBe(true);
    expect(passwordProblem('Password123')).toBe(V.passwordTooCommon);
    expect(passwordProblem('Qwerty123')).toBe(V.passwordTooCommon);
    expect(isBreachedPassword('Curtain42Call')).toBe(false);
  });
});
