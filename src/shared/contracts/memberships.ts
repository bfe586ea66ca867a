/**
 * Memberships (spec §1, §2 /contributions/memberships, §3 Membership, §5, §8; issue 12): the
 * levels on sale, the membership line of the cart, and a customer's memberships in their account.
 * One contract for the API's routes and the web's pages.
 */
import { z } from 'zod';
import { IdSchema, lineIdParam, MoneySchema, SlugSchema } from './common.ts';

/** How a membership is paid (spec §1): once for a year, or by a monthly or yearly plan. */
export const PAYMENT_OPTIONS = ['one-off', 'monthly', 'yearly'] as const;
export const PaymentOptionSchema = z.enum(PAYMENT_OPTIONS, {
  error: 'memberships.errors.paymentOption',
});
export type PaymentOption = z.infer<typeof PaymentOptionSchema>;

/** Field messages (keys of the message files). */
export const MembershipFieldMessages = {
  paymentOption: 'memberships.errors.paymentOption',
  levelId: 'memberships.errors.level',
} as const;

export const MembershipPriceSchema = z.object({
  option: PaymentOptionSchema,
  /** Each payment: the year's price, or each month's. No fee: all-in as shown. */
  amount: MoneySchema,
  /** What a year costs in this option (12 monthly payments), to compare options. */
  perYear: MoneySchema,
});
export type MembershipPrice = z.infer<typeof MembershipPriceSchema>;

/** Where the signed-in customer stands with a level; `none` also for an anonymous reader. */
export const MembershipHeldSchema = z.enum(['none', 'held', 'renewable']);

export const MembershipLevelSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  benefits: z.array(z.string()),
  /** The benefits' fair market value a year (what is not tax-deductible). */
  benefitsValue: MoneySchema,
  /** The mode of sale members book in ("Members' presale"), null: none. */
  modeOfSaleName: z.string().nullable(),
  /** Needs a signed-in customer to buy (spec §5). */
  loginRequired: z.boolean(),
  prices: z.array(MembershipPriceSchema),
  held: MembershipHeldSchema,
  /** The last day of the customer's membership of this level, when they hold it. */
  heldUntil: z.iso.date().nullable(),
});
export type MembershipLevel = z.infer<typeof MembershipLevelSchema>;

export const MembershipLevelsResponseSchema = z.object({ levels: z.array(MembershipLevelSchema) });
export type MembershipLevelsResponse = z.infer<typeof MembershipLevelsResponseSchema>;

export const MembershipLevelParamsSchema = z.object({ membership: SlugSchema });

/** POST /api/cart/memberships. */
export const AddMembershipBodySchema = z.object({
  levelId: IdSchema,
  paymentOption: PaymentOptionSchema,
  /** One-off memberships may renew by themselves at expiry; monthly and yearly plans always do. */
  autoRenew: z.boolean({ error: 'memberships.errors.autoRenew' }).optional(),
});
export type AddMembershipBody = z.infer<typeof AddMembershipBodySchema>;

/** A membership line's id: "m-" and the line's database id. */
export const MembershipLineParamsSchema = z.object({
  lineId: lineIdParam('m', 'Not a membership line id'),
});

/**
 * DELETE /api/cart/memberships/{lineId}. A membership that switched the cart's mode of sale
 * empties the cart when removed (spec §4): without `confirm=true` that is refused with
 * MEMBERSHIP_REMOVAL_EMPTIES_CART, so the page asks first.
 */
export const RemoveMembershipQuerySchema = z.object({
  confirm: z.enum(['true', 'false']).optional(),
});

/** A membership in the cart: no fee, no delivery, never discounted; it does not lapse. */
export const MembershipLineSchema = z.object({
  id: z.string().describe('"m-<id>"'),
  kind: z.literal('membership'),
  levelId: z.number().int(),
  levelName: z.string(),
  paymentOption: PaymentOptionSchema,
  autoRenew: z.boolean(),
  /** Renews the customer's current membership: it runs on from their expiry. */
  renewal: z.boolean(),
  startsOn: z.iso.date(),
  expiresOn: z.iso.date(),
  /** It switched the cart to the members' mode of sale: removing it empties the cart. */
  changesModeOfSale: z.boolean(),
  price: z.object({ base: MoneySchema, fee: MoneySchema, allIn: MoneySchema }),
});
export type MembershipLine = z.infer<typeof MembershipLineSchema>;

export const PlanInstalmentSchema = z.object({
  dueOn: z.iso.date(),
  amount: MoneySchema,
  state: z.enum(['due', 'charging', 'paid', 'failed', 'cancelled']),
  attempts: z.number().int(),
  paidAt: z.iso.datetime().nullable(),
  /** When a failed payment is tried again. */
  nextAttemptAt: z.iso.datetime().nullable(),
});
export type PlanInstalment = z.infer<typeof PlanInstalmentSchema>;

/** A direct debit plan as its owner sees it (account pages, /order/direct-debits/…). */
export const PaymentPlanSchema = z.object({
  id: z.string().describe('"ddp_…"'),
  kind: z.enum(['membership', 'donation']),
  interval: z.enum(['month', 'year']),
  amount: MoneySchema,
  /** What it pays for: the level's or the fund's name. */
  description: z.string(),
  mandate: z.enum(['setting-up', 'confirmed', 'failed']),
  status: z.enum(['active', 'cancelled', 'lapsed']),
  autoRenew: z.boolean(),
  /** "Visa •••• 4242", once a card is set up. */
  card: z.string().nullable(),
  nextInstalment: PlanInstalmentSchema.nullable(),
  history: z.array(PlanInstalmentSchema),
});
export type PaymentPlan = z.infer<typeof PaymentPlanSchema>;

export const AccountMembershipSchema = z.object({
  id: z.number().int(),
  levelId: z.number().int(),
  levelSlug: z.string(),
  levelName: z.string(),
  benefits: z.array(z.string()),
  customerId: z.number().int(),
  customerName: z.string(),
  startsOn: z.iso.date(),
  /** When it renews (by its plan) or may be renewed from; null once it has ended. */
  renewsOn: z.iso.date().nullable(),
  expiresOn: z.iso.date(),
  /** `lapsing`: its plan's payment failed and is being tried again; it ends at its expiry. */
  status: z.enum(['active', 'lapsing', 'expired']),
  autoRenew: z.boolean(),
  price: MoneySchema,
  paymentOption: PaymentOptionSchema,
  /** Inside the renewal window: the level may be bought again, running on from the expiry. */
  renewable: z.boolean(),
  plan: PaymentPlanSchema.nullable(),
});
export type AccountMembership = z.infer<typeof AccountMembershipSchema>;

export const AccountMembershipsResponseSchema = z.object({
  memberships: z.array(AccountMembershipSchema),
  /** The customer's monthly gifts (recurring giving). */
  givingPlans: z.array(PaymentPlanSchema),
});
export type AccountMembershipsResponse = z.infer<typeof AccountMembershipsResponseSchema>;

export const PlanParamsSchema = z.object({
  planId: z.string().regex(/^ddp_[A-Za-z0-9_-]{22}$/, { error: 'Not a plan id' }),
});

/** PUT /api/account/payment-plans/{planId}/auto-renew. */
export const AutoRenewBodySchema = z.object({
  autoRenew: z.boolean({ error: 'memberships.errors.autoRenew' }),
});

/** POST /api/account/payment-plans/{planId}/card: a provider page that sets up a new card. */
export const ChangeCardResponseSchema = z.object({ redirectUrl: z.url() });

/**
 * GET /api/direct-debits/{planId}?session=: the plan, and how that card set-up ended: `open`
 * while the provider's page is, null for a session that is not the plan's latest.
 */
export const DirectDebitResponseSchema = PaymentPlanSchema.extend({
  setup: z.enum(['open', 'completed', 'failed']).nullable(),
});
export type DirectDebitResponse = z.infer<typeof DirectDebitResponseSchema>;

/** GET /api/direct-debits/{planId}?session=: the plan after the provider's page (verify). */
export const DirectDebitQuerySchema = z.object({
  session: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,255}$/)
    .optional(),
});
