import { z } from 'zod';
import { AddressFieldsSchema, ContactPermissionSchema } from './account.ts';
import {
  EmailSchema,
  LoginEmailSchema,
  NewPasswordSchema,
  PasswordInputSchema,
  phone,
  requiredText,
  V,
} from './account-validation.ts';

/** Idle expiry of a signed-in session (spec §9: 1200 seconds). */
export const SESSION_IDLE_SECONDS = 1200;
/**
 * Absolute lifetime of a session, however active (OWASP ASVS 7.3.2; docs/decisions/012): a
 * stolen session cookie is not good for ever. Twelve hours outlast any evening at the box office.
 */
export const SESSION_MAX_SECONDS = 12 * 60 * 60;
/** Password reset links live 10 minutes (spec §9); magic sign-in links as long. */
export const RESET_LINK_SECONDS = 10 * 60;
export const MAGIC_LINK_SECONDS = 10 * 60;

/** The actions a captcha token is executed for (one token per action, v3 style). */
export const CaptchaActionSchema = z.enum(['lookup', 'login', 'register', 'reset', 'magic_link']);
export type CaptchaAction = z.infer<typeof CaptchaActionSchema>;

const captchaToken = z
  .string()
  .max(4000)
  .optional()
  .describe('Captcha token for this action; required only when a captcha is configured');

/** Who is signed in, as every page needs it (header, checkout, access seating). */
export const SessionCustomerSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  accessRegistered: z.boolean().describe('Unlocks wheelchair price types and access seating'),
  inHousehold: z.boolean(),
});
export type SessionCustomer = z.infer<typeof SessionCustomerSchema>;

export const SessionResponseSchema = z.object({
  customer: SessionCustomerSchema.nullable().describe('null when signed out'),
  idleExpirySeconds: z.number().int(),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** Answer of every successful sign-in (password, register, reset, magic link). */
export const SignedInResponseSchema = z.object({ customer: SessionCustomerSchema });
export type SignedInResponse = z.infer<typeof SignedInResponseSchema>;

// --- /login, step 1: find the customer by e-mail ---------------------------------------------
export const LookupBodySchema = z.object({ email: LoginEmailSchema, captchaToken });
export type LookupBody = z.infer<typeof LookupBodySchema>;
/** 200 when found; 404 NO_CUSTOMER_FOUND sends the reader to /register (spec). */
export const LookupResponseSchema = z.object({ found: z.literal(true) });
export type LookupResponse = z.infer<typeof LookupResponseSchema>;

// --- /login, step 2: the password ------------------------------------------------------------
export const LoginBodySchema = z.object({
  email: LoginEmailSchema,
  password: PasswordInputSchema,
  captchaToken,
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

// --- /register ---------------------------------------------------------------------------------
/**
 * The spec's register form: phone and address shown and required; prefix and middle name hidden;
 * county/state shown but optional; contact preferences; terms.
 */
export const RegisterBodySchema = z
  .object({
    firstName: requiredText(V.firstNameRequired, 60),
    lastName: requiredText(V.lastNameRequired, 60),
    email: EmailSchema.pipe(z.string()),
    phone: phone(V.phoneRequired),
    password: NewPasswordSchema,
    confirmPassword: z.string().optional().describe('When the form asks twice, it must match'),
    address: z.preprocess((value) => value ?? {}, AddressFieldsSchema),
    contactPermissions: z.array(ContactPermissionSchema).max(10).default([]),
    acceptTerms: z.literal(true, { error: V.termsRequired }),
    captchaToken,
  })
  .superRefine((body, ctx) => {
    if (body.confirmPassword !== undefined && body.confirmPassword !== body.password)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: V.passwordsDoNotMatch });
  });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;
export type RegisterInput = z.input<typeof RegisterBodySchema>;

// --- /reset-password ---------------------------------------------------------------------------
export const ResetRequestBodySchema = z.object({ email: LoginEmailSchema, captchaToken });
export type ResetRequestBody = z.infer<typeof ResetRequestBodySchema>;

/** The same answer whether or not the e-mail has an account (no enumeration). */
export const MailSentResponseSchema = z.object({ accepted: z.literal(true) });
export type MailSentResponse = z.infer<typeof MailSentResponseSchema>;

/** 43 base64url characters: 256 random bits. */
export const LinkTokenSchema = z
  .string({ error: V.tokenInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: V.tokenInvalid });

export const TokenBodySchema = z.object({ token: LinkTokenSchema });
export type TokenBody = z.infer<typeof TokenBodySchema>;

/** Whether a link can still be used (the page asks before showing the form). */
export const LinkStatusResponseSchema = z.object({
  valid: z.literal(true),
  expiresAt: z.iso.datetime(),
});
export type LinkStatusResponse = z.infer<typeof LinkStatusResponseSchema>;

export const ResetPasswordBodySchema = z
  .object({
    token: LinkTokenSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: V.confirmPasswordRequired }),
  })
  .superRefine((body, ctx) => {
    if (body.confirmPassword !== body.password)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: V.passwordsDoNotMatch });
  });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

// --- /authentication (magic link) --------------------------------------------------------------
export const MagicLinkRequestBodySchema = z.object({ email: LoginEmailSchema, captchaToken });
export type MagicLinkRequestBody = z.infer<typeof MagicLinkRequestBodySchema>;

// --- captcha -----------------------------------------------------------------------------------
/** Spec §3 captcha settings; defaults §9: version 3, size compact, mode base, badge visible. */
export const CaptchaConfigSchema = z.object({
  enabled: z.boolean(),
  siteKey: z.string().nullable(),
  version: z.union([z.literal(2), z.literal(3)]).nullable(),
  scriptUrl: z.string().nullable().describe('The provider script the web loads'),
  language: z.string(),
  mode: z.string(),
  size: z.enum(['compact', 'normal', 'invisible']),
  hideBadge: z.boolean(),
  actions: z.array(CaptchaActionSchema),
});
export type CaptchaConfig = z.infer<typeof CaptchaConfigSchema>;
