import { z } from 'zod';
import { TicketLineSchema } from './cart.ts';
import { OrderNumberParamsSchema } from './checkout.ts';
import { MoneySchema } from './common.ts';

/**
 * A reserved order (held for the customer by the box office until a time, spec §4) being paid
 * through the basket: its own seats and prices, shown beside the cart's, never editable there.
 */
export const ReservedOrderInCartSchema = z.object({
  number: z.string(),
  holdUntil: z.iso.datetime().nullable(),
  lines: z.array(TicketLineSchema),
  totals: z.object({ subtotal: MoneySchema, fees: MoneySchema, total: MoneySchema }),
});
export type ReservedOrderInCart = z.infer<typeof ReservedOrderInCartSchema>;

/** GET/POST/DELETE /api/cart/reserved-order */
export const CartReservedOrderSchema = z.object({
  reservedOrder: ReservedOrderInCartSchema.nullable(),
});
export type CartReservedOrder = z.infer<typeof CartReservedOrderSchema>;

export const AddReservedOrderBodySchema = z.object({
  orderNumber: OrderNumberParamsSchema.shape.number,
});
export type AddReservedOrderBody = z.infer<typeof AddReservedOrderBodySchema>;
