/**
 * The box office's staff (issue 13): roles and what each may do, sign-in with a second factor,
 * staff accounts and the audit log. Shared by the API (`/api/box-office/…`) and the staff pages.
 */
import { z } from 'zod';
import {
  EmailSchema,
  LoginEmailSchema,
  NewPasswordSchema,
  PasswordInputSchema,
} from './account-validation.ts';
import { digitsParam, INT4_MAX, typedText } from './common.ts';

/** Staff sessions end sooner than customers': 15 minutes idle, 10 hours at most (a long shift). */
export const STAFF_SESSION_IDLE_SECONDS = 15 * 60;
export const STAFF_SESSION_MAX_SECONDS = 10 * 60 * 60;
/** A password-only session has this long to give its second factor. */
export const STAFF_SECOND_FACTOR_SECONDS = 5 * 60;
export const RECOVERY_CODE_COUNT = 10;

/**
 * The roles, lowest first: each may do what the ones below it may.
 * door: check tickets in. staff: look up customers and orders. manager: the season, prices,
 * funds, levels, promo codes and reports. admin: everything, staff accounts and the audit log.
 */
export const STAFF_ROLES = ['door', 'staff', 'manager', 'admin'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES, { error: 'staff.validation.role' });
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** Whether `role` may do what `needed` may. */
export function roleAtLeast(role: StaffRole, needed: StaffRole): boolean {
  return STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(needed);
}

export const StaffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** What the staff pages need to know of the session: who, and how far sign-in has come. */
export const StaffSessionSchema = z.object({
  staff: StaffMemberSchema.nullable(),
  /** `totp` asks for a code; `setup` for the authenticator to be set up first. */
  next: z.enum(['password', 'totp', 'setup', 'none']),
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;

export const StaffLoginBodySchema = z.object({
  email: LoginEmailSchema,
  password: PasswordInputSchema,
});
export type StaffLoginBody = z.infer<typeof StaffLoginBodySchema>;

/** Six digits from the authenticator. */
export const TotpCodeSchema = z
  .string({ error: 'staff.validation.code' })
  .trim()
  .regex(/^[0-9]{6}$/, { error: 'staff.validation.code' });
export const StaffCodeBodySchema = z.object({ code: TotpCodeSchema });

/** A recovery code as printed: 10 letters and digits in two groups of five. */
export const RecoveryCodeSchema = z
  .string({ error: 'staff.validation.recoveryCode' })
  .trim()
  .transform((code) => code.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, { error: 'staff.validation.recoveryCode' }));
export const StaffRecoveryBodySchema = z.object({ recoveryCode: RecoveryCodeSchema });

export const TotpSetupSchema = z.object({
  /** Base32, for typing into an authenticator by hand. */
  secret: z.string(),
  /** otpauth://totp/…, for the QR code. */
  uri: z.string(),
  /** The QR code of `uri` as an SVG document. */
  qrSvg: z.string(),
});

export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

// --- Staff accounts (administrators) -----------------------------------------------------------

const staffName = typedText(100, 'staff.validation.name').pipe(
  z.string().min(1, { error: 'staff.validation.name' }),
);

export const StaffCreateBodySchema = z.object({
  email: EmailSchema,
  name: staffName,
  role: StaffRoleSchema,
  password: NewPasswordSchema,
});
export type StaffCreateBody = z.infer<typeof StaffCreateBodySchema>;

export const StaffUpdateBodySchema = z
  .object({
    role: StaffRoleSchema.optional(),
    name: staffName.optional(),
    disabled: z.boolean({ error: 'staff.validation.disabled' }).optional(),
    /** A lost phone: the authenticator is set up again at the next sign-in. */
    resetSecondFactor: z.literal(true, { error: 'staff.validation.resetSecondFactor' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'staff.validation.nothingToChange',
    path: [],
  });
export type StaffUpdateBody = z.infer<typeof StaffUpdateBodySchema>;

export const StaffIdParamsSchema = z.object({
  staffId: digitsParam(1, INT4_MAX, 'errors.fields.id'),
});

export const StaffAccountSchema = StaffMemberSchema.extend({
  disabled: z.boolean(),
  secondFactor: z.boolean(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;
export const StaffAccountsSchema = z.object({ staff: z.array(StaffAccountSchema) });

// --- The audit log -----------------------------------------------------------------------------

/**
 * Every kind of record the audit log holds, in the order the box office's filter lists them. The
 * adapters' audit rows may name only these (db/audit.ts), and the audit page has a label for each
 * (audit-labels.ts): a new kind of audited change starts here.
 */
export const AUDIT_ENTITY_NAMES = [
  'staff',
  'production',
  'performance',
  'performance-prices',
  'venue',
  'seat',
  'promo-code',
  'fund',
  'membership-level',
  'gift-voucher-settings',
] as const;
export type AuditEntityName = (typeof AUDIT_ENTITY_NAMES)[number];

/** Every action an audit row may name (verb-first, kebab-case). */
export const AUDIT_ACTION_NAMES = [
  'create',
  'update',
  'delete',
  'close',
  'put-on-sale',
  'set',
  'copy',
  'replace-layout',
  'set-second-factor',
  'reset-second-factor',
  'use-recovery-code',
] as const;
export type AuditActionName = (typeof AUDIT_ACTION_NAMES)[number];

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditQuerySchema = z.object({
  entity: z
    .string()
    .regex(/^[a-z-]{1,40}$/, { error: 'staff.validation.entity' })
    .optional(),
  before: digitsParam(1, INT4_MAX, 'errors.fields.id').optional(),
});
export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** The id to ask `before` for the next (older) page; null at the end. */
  nextBefore: z.number().int().nullable(),
});
