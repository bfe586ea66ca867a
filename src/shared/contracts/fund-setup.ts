/**
 * Funds as box-office managers set them up (issue 13; issue 10's funds): the name and text in
 * the six languages, an optional goal, the dates it takes gifts between, and its place in the
 * list. A fund given to cannot be deleted: it is closed instead (it stays in the giving history
 * and on receipts). `/api/box-office/funds…` and the staff pages' form.
 *
 * Appeals are not set up here: the schema keeps a donation's appeal as the free campaign code
 * the donation page was opened with (`?appeal=`), not as records of their own.
 */
import { z } from 'zod';
import { wholeNumber } from './common.ts';
import {
  endsAfterStart,
  InstantSchema,
  LocalizedTextSchema,
  localizedInput,
  OfferFieldMessages as OV,
  SortOrderSchema,
} from './offer-setup.ts';

export const FUND_NAME_MAX = 100;
export const FUND_DESCRIPTION_MAX = 2000;
/** A goal from $1 to $10,000,000. */
export const FUND_GOAL_MAX_CENTS = 1_000_000_000;

export const FundBodySchema = z
  .object({
    name: localizedInput(FUND_NAME_MAX, OV.name),
    description: localizedInput(FUND_DESCRIPTION_MAX, OV.fundDescription, { lines: true }),
    goalCents: wholeNumber(100, FUND_GOAL_MAX_CENTS, OV.goal).nullable(),
    opensAt: InstantSchema.nullable(),
    closesAt: InstantSchema.nullable(),
    sortOrder: SortOrderSchema,
  })
  .superRefine((body, ctx) => {
    if (!endsAfterStart(body.opensAt, body.closesAt))
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: OV.endBeforeStart });
  });
export type FundBody = z.output<typeof FundBodySchema>;
export type FundInput = z.input<typeof FundBodySchema>;

export const FundSetupSchema = z.object({
  id: z.number().int(),
  name: LocalizedTextSchema,
  description: LocalizedTextSchema,
  goalCents: z.number().int().nullable(),
  opensAt: z.iso.datetime().nullable(),
  closesAt: z.iso.datetime().nullable(),
  sortOrder: z.number().int(),
  /** Takes gifts now. */
  open: z.boolean(),
  /** Given by confirmed orders. */
  raisedCents: z.number().int(),
  /** The basket's upsell gives to it (fund 1, spec §3): it is never deleted. */
  upsell: z.boolean(),
  /** No gift, plan or cart has it: it may be deleted (else closed). */
  deletable: z.boolean(),
});
export type FundSetup = z.infer<typeof FundSetupSchema>;
export const FundSetupsSchema = z.object({ funds: z.array(FundSetupSchema) });
