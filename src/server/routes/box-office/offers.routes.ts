/**
 * The box office's set-up of offers (issue 13): promo codes, funds, membership levels and gift
 * voucher settings, each kind in its own file, and the choices their forms offer (modes of sale,
 * productions). One plugin for box-office.routes.ts to register.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OfferSetup } from '../../../domain/ports/offer-setup.ts';
import { LangQuerySchema } from '../../../shared/contracts/common.ts';
import { OfferChoicesSchema } from '../../../shared/contracts/offer-setup.ts';
import { requestLocale } from '../../request-locale.ts';
import type { StaffSessions } from '../../staff-auth.ts';
import { fundRoutes } from './funds.routes.ts';
import { giftVoucherSettingsRoutes } from './gift-voucher-settings.routes.ts';
import { membershipLevelRoutes } from './membership-levels.routes.ts';
import { promoCodeRoutes } from './promo-codes.routes.ts';
import { setUpErrors as errors, READ } from './set-up-route-kit.ts';

export function offerRoutes(
  setup: OfferSetup,
  opts: { sessions: StaffSessions; giftVoucherValidityMonths: number },
) {
  const { sessions } = opts;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/box-office/offer-choices',
      {
        config: READ,
        schema: {
          tags: ['box-office'],
          summary: 'The modes of sale and productions the set-up forms choose from',
          querystring: LangQuerySchema,
          response: { 200: OfferChoicesSchema, ...errors },
        },
      },
      async (request) => setup.choices(requestLocale(request, request.query.lang)),
    );
    await app.register(promoCodeRoutes(setup, { sessions }));
    await app.register(fundRoutes(setup, { sessions }));
    await app.register(membershipLevelRoutes(setup, { sessions }));
    await app.register(
      giftVoucherSettingsRoutes(setup, {
        sessions,
        validityMonths: opts.giftVoucherValidityMonths,
      }),
    );
  };
}
