/**
 * Giving and taking back a gift as TanStack Query mutations: the answer (the whole re-priced
 * cart) replaces the cached cart, so the header's count, the basket and the checkout agree at
 * once. Callers add their own onSuccess/onError per call (what to say, where to go).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddDonationInput, DonationLine } from '../../../shared/contracts/donations.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { addDonation, removeDonation, storeCart } from './cart-api.ts';

/**
 * The basket's changes run one after another (a later answer is the later cart): the same scope
 * as its seat and price-type changes.
 */
export const CART_MUTATION_SCOPE = { id: 'basket' } as const;

export function useAddDonation() {
  const queryClient = useQueryClient();
  const { locale } = useTranslation();
  return useMutation({
    mutationKey: ['cart', 'add-donation'],
    scope: CART_MUTATION_SCOPE,
    mutationFn: (body: AddDonationInput) => addDonation(body, locale),
    onSuccess: (cart) => storeCart(queryClient, locale, cart),
  });
}

export function useRemoveDonation() {
  const queryClient = useQueryClient();
  const { locale } = useTranslation();
  return useMutation({
    mutationKey: ['cart', 'remove-donation'],
    scope: CART_MUTATION_SCOPE,
    mutationFn: (line: Pick<DonationLine, 'id'>) => removeDonation(line.id, locale),
    onSuccess: (cart) => storeCart(queryClient, locale, cart),
    // The line may have gone already (another tab): the cart as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}
