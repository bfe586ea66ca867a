import { z } from 'zod';
import { IdSchema } from './common.ts';

/**
 * The "Select Account Holder" step (spec §2, §4): a customer in a household picks the member
 * who books and pays. Kept on the cart, checked again when the order is made.
 */
export const HouseholdBookingSchema = z.object({
  members: z
    .array(
      z.object({
        customerId: z.number().int(),
        firstName: z.string(),
        lastName: z.string(),
        you: z.boolean(),
      }),
    )
    .describe('The household’s members, you first; empty when you belong to none'),
  bookerCustomerId: z
    .number()
    .int()
    .nullable()
    .describe('The member chosen for this cart; null until one is chosen'),
});
export type HouseholdBooking = z.infer<typeof HouseholdBookingSchema>;

export const ChooseBookerBodySchema = z.object({ customerId: IdSchema });
export type ChooseBookerBody = z.infer<typeof ChooseBookerBodySchema>;
