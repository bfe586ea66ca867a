/**
 * The box office's offer set-up over HTTP (issue 13): promo codes, funds, membership levels,
 * gift voucher settings and the forms' choices. A change refreshes the lists, the audit log and
 * what the storefront pages of this same app show (funds, levels, the vouchers on offer).
 */
import { queryOptions } from '@tanstack/react-query';
import type { FundInput, FundSetup } from '../../../../shared/contracts/fund-setup.ts';
import type {
  GiftVoucherSettings,
  GiftVoucherSettingsInput,
} from '../../../../shared/contracts/gift-voucher-settings.ts';
import type {
  MembershipLevelInput,
  MembershipLevelSetup,
} from '../../../../shared/contracts/membership-level-setup.ts';
import type { OfferChoices } from '../../../../shared/contracts/offer-setup.ts';
import type { PromoCode, PromoCodeInput } from '../../../../shared/contracts/promo-code-setup.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { api, queryClient } from '../../../lib/api.ts';

const KEY = ['box-office', 'offers'] as const;

export const offerChoicesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [...KEY, 'choices', locale] as const,
    queryFn: () => api.get<OfferChoices>('/api/box-office/offer-choices', { lang: locale }),
  });

export const promoCodesQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'promo-codes'] as const,
    queryFn: async () =>
      (await api.get<{ promoCodes: PromoCode[] }>('/api/box-office/promo-codes')).promoCodes,
  });

export const promoCodeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...KEY, 'promo-codes', id] as const,
    queryFn: () => api.get<PromoCode>(`/api/box-office/promo-codes/${id}`),
  });

export const fundsQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'funds'] as const,
    queryFn: async () => (await api.get<{ funds: FundSetup[] }>('/api/box-office/funds')).funds,
  });

export const fundQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...KEY, 'funds', id] as const,
    queryFn: () => api.get<FundSetup>(`/api/box-office/funds/${id}`),
  });

export const levelsQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'membership-levels'] as const,
    queryFn: async () =>
      (await api.get<{ levels: MembershipLevelSetup[] }>('/api/box-office/membership-levels'))
        .levels,
  });

export const levelQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...KEY, 'membership-levels', id] as const,
    queryFn: () => api.get<MembershipLevelSetup>(`/api/box-office/membership-levels/${id}`),
  });

export const voucherSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'gift-voucher-settings'] as const,
    queryFn: () => api.get<GiftVoucherSettings>('/api/box-office/gift-voucher-settings'),
  });

/**
 * After a change: the box office's lists and the audit log, and the storefront's own caches of
 * what changed (a manager trying the change on the storefront in this tab sees it at once).
 */
async function refresh(storefront: readonly (readonly string[])[]): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: KEY }),
    queryClient.invalidateQueries({ queryKey: ['box-office', 'audit'] }),
    ...storefront.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}

const FUND_PAGES = [['funds']] as const;
const LEVEL_PAGES = [['memberships']] as const;
const VOUCHER_PAGES = [['gift-vouchers', 'offer']] as const;

async function changed<T>(work: Promise<T>, storefront: readonly (readonly string[])[]) {
  const result = await work;
  await refresh(storefront);
  return result;
}

export const createPromoCode = (body: PromoCodeInput) =>
  changed(api.post<PromoCode>('/api/box-office/promo-codes', body), []);
export const updatePromoCode = (id: number, body: PromoCodeInput) =>
  changed(api.put<PromoCode>(`/api/box-office/promo-codes/${id}`, body), []);
export const deletePromoCode = (id: number) =>
  changed(api.delete<null>(`/api/box-office/promo-codes/${id}`), []);

export const createFund = (body: FundInput) =>
  changed(api.post<FundSetup>('/api/box-office/funds', body), FUND_PAGES);
export const updateFund = (id: number, body: FundInput) =>
  changed(api.put<FundSetup>(`/api/box-office/funds/${id}`, body), FUND_PAGES);
export const closeFund = (id: number) =>
  changed(api.post<FundSetup>(`/api/box-office/funds/${id}/close`), FUND_PAGES);
export const deleteFund = (id: number) =>
  changed(api.delete<null>(`/api/box-office/funds/${id}`), FUND_PAGES);

export const createLevel = (body: MembershipLevelInput) =>
  changed(api.post<MembershipLevelSetup>('/api/box-office/membership-levels', body), LEVEL_PAGES);
export const updateLevel = (id: number, body: MembershipLevelInput) =>
  changed(
    api.put<MembershipLevelSetup>(`/api/box-office/membership-levels/${id}`, body),
    LEVEL_PAGES,
  );
export const deleteLevel = (id: number) =>
  changed(api.delete<null>(`/api/box-office/membership-levels/${id}`), LEVEL_PAGES);

export const saveVoucherSettings = (body: GiftVoucherSettingsInput) =>
  changed(
    api.put<GiftVoucherSettings>('/api/box-office/gift-voucher-settings', body),
    VOUCHER_PAGES,
  );
