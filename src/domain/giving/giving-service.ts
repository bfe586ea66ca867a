/**
 * The account's giving (spec §2 Giving history, §9): the customer's gifts by calendar year, the
 * tax receipt of one gift and of a year (IRS Publication 1771), and, where UK gift aid is on, the
 * gifts declared for it with the 25% the charity claims. The customer always comes from the
 * session; a gift that is not theirs is GIFT_NOT_FOUND, as one that does not exist.
 */
import type {
  Gift,
  GiftAidDeclarations,
  GivingHistoryResponse,
} from '../../shared/contracts/donations.ts';
import type { Locale } from '../../shared/locales.ts';
import { usd } from '../../shared/money.ts';
import { AppError } from '../app-error.ts';
import { giftAidUpliftCents } from '../cart-lines/donation.ts';
import type { Clock } from '../ports/clock.ts';
import type { Donor, GivenGift, GivingHistory } from '../ports/giving-history.ts';
import type { ReceiptDocuments } from '../ports/receipt-documents.ts';
import { giftReceipt, type Organization, yearReceipt } from './tax-receipt.ts';

export interface ReceiptFile {
  filename: string;
  content: Uint8Array;
}

/** A gift as the API answers it. */
export function giftOf(gift: GivenGift): Gift {
  return {
    id: gift.id,
    orderNumber: gift.orderNumber,
    givenAt: gift.givenAt.toISOString(),
    fundName: gift.fundName,
    appeal: gift.appeal,
    amount: usd(gift.amountCents),
    recognitionName: gift.recognitionName,
    anonymous: gift.anonymous,
    tribute: gift.tribute,
    giftAid: gift.giftAid,
  };
}

export class GivingService {
  private readonly history: GivingHistory;
  private readonly documents: ReceiptDocuments;
  private readonly organization: Organization;
  private readonly clock: Clock;
  readonly giftAidEnabled: boolean;

  constructor(deps: {
    history: GivingHistory;
    documents: ReceiptDocuments;
    organization: Organization;
    clock: Clock;
    /** GIFT_AID_ENABLED: the declarations page exists only then. */
    giftAidEnabled: boolean;
  }) {
    this.history = deps.history;
    this.documents = deps.documents;
    this.organization = deps.organization;
    this.clock = deps.clock;
    this.giftAidEnabled = deps.giftAidEnabled;
  }

  /** The gifts of one year (or all), newest first, the years to choose from and the total. */
  async givingHistory(
    customerId: number,
    query: { year?: number | undefined },
    locale: Locale,
  ): Promise<GivingHistoryResponse> {
    const year = query.year ?? null;
    const [years, gifts] = await Promise.all([
      this.history.givingYears(customerId),
      this.history.listGifts(customerId, year === null ? {} : { year }, locale),
    ]);
    return {
      years,
      year,
      gifts: gifts.map(giftOf),
      total: usd(gifts.reduce((sum, gift) => sum + gift.amountCents, 0)),
    };
  }

  /** One gift's receipt as a PDF. */
  async giftReceiptPdf(customerId: number, giftId: number, locale: Locale): Promise<ReceiptFile> {
    const [gift, donor] = await Promise.all([
      this.history.findGift(customerId, giftId, locale),
      this.donorOf(customerId),
    ]);
    if (!gift) throw new AppError('GIFT_NOT_FOUND');
    const receipt = giftReceipt({ gift, donor, organization: this.organization, locale });
    return { filename: receipt.filename, content: await this.documents.pdf(receipt) };
  }

  /** The statement of a calendar year's gifts; a year without gifts has none (GIFT_NOT_FOUND). */
  async yearReceiptPdf(customerId: number, year: number, locale: Locale): Promise<ReceiptFile> {
    const [gifts, donor] = await Promise.all([
      this.history.listGifts(customerId, { year }, locale),
      this.donorOf(customerId),
    ]);
    if (gifts.length === 0) throw new AppError('GIFT_NOT_FOUND');
    const receipt = yearReceipt({
      year,
      gifts,
      donor,
      organization: this.organization,
      locale,
      issuedAt: this.clock.now(),
    });
    return { filename: receipt.filename, content: await this.documents.pdf(receipt) };
  }

  /** The gifts declared for UK gift aid, each with the 25% uplift (spec §9), and the totals. */
  async giftAidDeclarations(customerId: number, locale: Locale): Promise<GiftAidDeclarations> {
    if (!this.giftAidEnabled) throw new AppError('NOT_FOUND');
    const declared = (await this.history.listGifts(customerId, {}, locale)).filter(
      (gift) => gift.giftAid,
    );
    const declarations = declared.map((gift) => ({
      ...giftOf(gift),
      uplift: usd(giftAidUpliftCents(gift.amountCents)),
    }));
    return {
      declarations,
      total: usd(declared.reduce((sum, gift) => sum + gift.amountCents, 0)),
      upliftTotal: usd(declarations.reduce((sum, d) => sum + d.uplift.amount, 0)),
    };
  }

  private async donorOf(customerId: number): Promise<Donor> {
    const donor = await this.history.donor(customerId);
    // A session's customer exists; were it deleted meanwhile, nothing of theirs is found.
    if (!donor) throw new AppError('GIFT_NOT_FOUND');
    return donor;
  }
}
