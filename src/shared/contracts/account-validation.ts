import { z } from 'zod';
import { normalisePhone, PHONE_DIGITS } from '../phone-number.ts';

/**
 * Field-level validation messages. A zod issue carries the message *key*; the web shows
 * `t(issue.message)`, and the API's error handler answers `fields` already translated into the
 * request's language. The en-US texts are the spec's (§5) word for word (checked by a test).
 */
export const V = {
  loginEmailRequired: 'account.validation.loginEmailRequired',
  emailRequired: 'account.validation.emailRequired',
  emailInvalid: 'account.validation.emailInvalid',
  passwordRequired: 'account.validation.passwordRequired',
  passwordRule: 'account.validation.passwordRule',
  passwordTooCommon: 'account.validation.passwordTooCommon',
  passwordsDoNotMatch: 'account.validation.passwordsDoNotMatch',
  currentPasswordRequired: 'account.validation.currentPasswordRequired',
  confirmPasswordRequired: 'account.validation.confirmPasswordRequired',
  firstNameRequired: 'account.validation.firstNameRequired',
  lastNameRequired: 'account.validation.lastNameRequired',
  phoneRequired: 'account.validation.phoneRequired',
  mobileRequired: 'account.validation.mobileRequired',
  phoneDigits: 'account.validation.phoneDigits',
  line1Required: 'account.validation.line1Required',
  line2Required: 'account.validation.line2Required',
  line3Required: 'account.validation.line3Required',
  cityRequired: 'account.validation.cityRequired',
  countyRequired: 'account.validation.countyRequired',
  stateRequired: 'account.validation.stateRequired',
  countryRequired: 'account.validation.countryRequired',
  postalCodeRequired: 'account.validation.postalCodeRequired',
  addressIncomplete: 'account.validation.addressIncomplete',
  termsRequired: 'account.validation.termsRequired',
  tooLong: 'account.validation.tooLong',
  invalidDate: 'account.validation.invalidDate',
  accessCodeRequired: 'account.validation.accessCodeRequired',
  tokenInvalid: 'account.validation.tokenInvalid',
} as const;
export type ValidationKey = (typeof V)[keyof typeof V];

/** The spec's own wording (§5), which en-US.json must carry exactly. */
export const SPEC_VALIDATION_TEXT: Partial<Record<ValidationKey, string>> = {
  [V.passwordRule]:
    'Your password must be 6 - 20 characters consisting of uppercase and lowercase letters and at least one digit.',
  [V.passwordsDoNotMatch]: 'Passwords do not match',
  [V.phoneDigits]: 'Please check the formatting of the phone number, only use numbers',
  [V.emailInvalid]:
    "Sorry, we couldn't validate your email address, please double check it has been entered correctly",
  [V.termsRequired]: 'Please accept the terms and conditions',
  [V.addressIncomplete]: 'Please complete all address fields if providing an address',
};

/** Password rule (spec §5): 6–20 characters, a lowercase and an uppercase letter and a digit. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{6,20}$/;

/** Empty strings from a form count as "not given". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A required text field: trimmed, with the field's own "required" message. */
export const requiredText = (required: ValidationKey, max = 100) =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: V.tooLong }),
  );

/** An optional text field: blank becomes null. */
export const optionalText = (max = 100) =>
  z.preprocess(
    (value) => blankToUndefined(value) ?? null,
    z.string().trim().max(max, { error: V.tooLong }).nullable(),
  );

export const EmailSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: V.emailRequired })
    .trim()
    .max(254, { error: V.emailInvalid })
    .pipe(z.email({ error: V.emailInvalid })),
);

/** The login form's e-mail (its own "required" message). */
export const LoginEmailSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: V.loginEmailRequired })
    .trim()
    .max(254, { error: V.emailInvalid })
    .pipe(z.email({ error: V.emailInvalid })),
);

/**
 * A new password, by the spec's rule. The breached-password list is checked on the server only
 * (domain/accounts/password-policy.ts), so the list does not ship to the browser.
 */
export const NewPasswordSchema = z
  .string({ error: V.passwordRequired })
  .min(1, { error: V.passwordRequired })
  .regex(PASSWORD_PATTERN, { error: V.passwordRule });

/** An existing password being checked: no rule, only a bound (argon2 input, old passwords). */
export const PasswordInputSchema = z
  .string({ error: V.passwordRequired })
  .min(1, { error: V.passwordRequired })
  .max(200, { error: V.passwordRule });

/**
 * A phone number as people write it, normalised (src/shared/phone-number.ts: no spaces, dashes,
 * dots, brackets or leading +), then the spec's digits-only rule (§5). Parsed values, and so the
 * stored ones, are the normal form.
 */
const phoneText = (value: unknown) => (typeof value === 'string' ? normalisePhone(value) : value);

export const phone = (required: ValidationKey) =>
  z.preprocess(
    (value) => blankToUndefined(phoneText(value)),
    z
      .string({ error: required })
      .regex(PHONE_DIGITS, { error: V.phoneDigits })
      .max(20, { error: V.tooLong }),
  );

export const optionalPhone = () =>
  z.preprocess(
    (value) => blankToUndefined(phoneText(value)) ?? null,
    z
      .string()
      .regex(PHONE_DIGITS, { error: V.phoneDigits })
      .max(20, { error: V.tooLong })
      .nullable(),
  );
