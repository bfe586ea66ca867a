/**
 * The built-in OfferSetup (issue 13): promo codes, funds, membership levels and the gift
 * vouchers on offer, set up by the box office. Each kind's store is its own file; this class
 * joins them behind the port and adds the forms' choices and the voucher offer.
 */
import { asc } from 'drizzle-orm';
import type { VoucherOffer } from '../../domain/offers/gift-voucher-offer.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { OfferSetup } from '../../domain/ports/offer-setup.ts';
import type { Actor } from '../../domain/ports/staff-accounts.ts';
import type { FundBody } from '../../shared/contracts/fund-setup.ts';
import type { GiftVoucherSettingsBody } from '../../shared/contracts/gift-voucher-settings.ts';
import type { MembershipLevelBody } from '../../shared/contracts/membership-level-setup.ts';
import type { OfferChoices } from '../../shared/contracts/offer-setup.ts';
import type { PromoCodeBody } from '../../shared/contracts/promo-code-setup.ts';
import type { Locale } from '../../shared/locales.ts';
import { localize } from '../../shared/localized-text.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { lockVoucherOffer, readVoucherOffer, writeVoucherOffer } from './gift-voucher-offer-row.ts';
import { FundSetupStore } from './offer-setup-funds.ts';
import { MembershipLevelSetupStore } from './offer-setup-levels.ts';
import { PromoCodeSetup } from './offer-setup-promo-codes.ts';
import { auditChange } from './offer-setup-support.ts';

export class BuiltinOfferSetup implements OfferSetup {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly promoCodes: PromoCodeSetup;
  private readonly funds: FundSetupStore;
  private readonly levels: MembershipLevelSetupStore;

  constructor(db: Db, clock: Clock) {
    this.db = db;
    this.clock = clock;
    const now = () => clock.now();
    this.promoCodes = new PromoCodeSetup(db, now);
    this.funds = new FundSetupStore(db, now);
    this.levels = new MembershipLevelSetupStore(db, now);
  }

  async choices(locale: Locale): Promise<OfferChoices> {
    const [modes, productions] = await Promise.all([
      this.db.select().from(s.modesOfSale).orderBy(asc(s.modesOfSale.id)),
      this.db
        .select({ id: s.productions.id, title: s.productions.title })
        .from(s.productions)
        .orderBy(asc(s.productions.id)),
    ]);
    return {
      modesOfSale: modes.map((mode) => ({
        id: mode.id,
        name: localize(mode.name, locale),
        isDefault: mode.isDefault,
        isPriority: mode.isPriority,
      })),
      productions: productions.map((p) => ({ id: p.id, title: localize(p.title, locale) })),
    };
  }

  listPromoCodes = () => this.promoCodes.list();
  promoCode = (id: number) => this.promoCodes.one(id);
  createPromoCode = (body: PromoCodeBody, actor: Actor) => this.promoCodes.create(body, actor);
  updatePromoCode = (id: number, body: PromoCodeBody, actor: Actor) =>
    this.promoCodes.update(id, body, actor);
  deletePromoCode = (id: number, actor: Actor) => this.promoCodes.delete(id, actor);

  listFunds = () => this.funds.list();
  fund = (id: number) => this.funds.one(id);
  createFund = (body: FundBody, actor: Actor) => this.funds.create(body, actor);
  updateFund = (id: number, body: FundBody, actor: Actor) => this.funds.update(id, body, actor);
  closeFund = (id: number, actor: Actor) => this.funds.close(id, actor);
  deleteFund = (id: number, actor: Actor) => this.funds.delete(id, actor);

  listLevels = () => this.levels.list();
  level = (id: number) => this.levels.one(id);
  createLevel = (body: MembershipLevelBody, actor: Actor) => this.levels.create(body, actor);
  updateLevel = (id: number, body: MembershipLevelBody, actor: Actor) =>
    this.levels.update(id, body, actor);
  deleteLevel = (id: number, actor: Actor) => this.levels.delete(id, actor);

  giftVoucherOffer(): Promise<VoucherOffer> {
    return readVoucherOffer(this.db);
  }

  async setGiftVoucherOffer(body: GiftVoucherSettingsBody, actor: Actor): Promise<VoucherOffer> {
    const now = this.clock.now();
    const after: VoucherOffer = { onSale: body.onSale, amountsCents: [...body.amountsCents] };
    await this.db.transaction(async (tx) => {
      const before = await lockVoucherOffer(tx);
      await writeVoucherOffer(tx, after);
      await auditChange(
        tx,
        actor,
        { action: 'update', entity: 'gift-voucher-settings', entityId: null, before, after },
        now,
      );
    });
    return after;
  }
}
