/**
 * Gift voucher settings in the box office (issue 13): whether vouchers are on sale and the
 * amounts offered, set by managers (audited); the validity and the quantity limits shown beside
 * them read-only, as they are configuration and code (contracts/gift-voucher-settings.ts says
 * why).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FEDERAL_MINIMUM_VALIDITY_MONTHS } from '../../../domain/cart-lines/gift-voucher.ts';
import type { VoucherOffer } from '../../../domain/offers/gift-voucher-offer.ts';
import type { OfferSetup } from '../../../domain/ports/offer-setup.ts';
import {
  type GiftVoucherSettings,
  GiftVoucherSettingsBodySchema,
  GiftVoucherSettingsSchema,
} from '../../../shared/contracts/gift-voucher-settings.ts';
import {
  GIFT_VOUCHER_MAX_QUANTITY,
  GIFT_VOUCHERS_PER_ORDER,
} from '../../../shared/contracts/gift-vouchers.ts';
import type { StaffSessions } from '../../staff-auth.ts';
import { actorOf, CHANGE, setUpErrors as errors, READ } from './set-up-route-kit.ts';

export function giftVoucherSettingsRoutes(
  setup: OfferSetup,
  opts: { sessions: StaffSessions; validityMonths: number },
) {
  const { sessions } = opts;
  const settings = (offer: VoucherOffer): GiftVoucherSettings => ({
    onSale: offer.onSale,
    amountsCents: offer.amountsCents,
    validityMonths: opts.validityMonths,
    federalMinimumMonths: FEDERAL_MINIMUM_VALIDITY_MONTHS,
    maxQuantity: GIFT_VOUCHER_MAX_QUANTITY,
    perOrder: GIFT_VOUCHERS_PER_ORDER,
  });
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/box-office/gift-voucher-settings',
      {
        config: READ,
        schema: {
          tags: ['box-office'],
          summary: 'Gift vouchers on offer, with the validity (configuration) beside them',
          response: { 200: GiftVoucherSettingsSchema, ...errors },
        },
      },
      async () => settings(await setup.giftVoucherOffer()),
    );

    r.put(
      '/api/box-office/gift-voucher-settings',
      {
        config: CHANGE,
        schema: {
          tags: ['box-office'],
          summary: 'Put vouchers on sale or off, and choose the amounts offered',
          body: GiftVoucherSettingsBodySchema,
          response: { 200: GiftVoucherSettingsSchema, ...errors },
        },
      },
      async (request) =>
        settings(await setup.setGiftVoucherOffer(request.body, await actorOf(sessions, request))),
    );
  };
}
