/**
 * Buying a membership and taking it back out, as TanStack Query mutations (issue 12), as
 * use-cart-donations.ts does for gifts: the answer (the whole re-priced cart) replaces the cached
 * cart. A membership may also switch the cart to the members' mode of sale, which changes what
 * tickets cost and which performances are open: those pages read afresh, as after a promo code.
 * Removing such a membership (after the buyer confirmed) empties the cart, seats and all: the
 * basket refreshes what shows availability (features/catalogue/refresh-availability.ts).
 */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddMembershipBody, MembershipLine } from '../../../shared/contracts/memberships.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { addMembership, removeMembership, storeCart } from './cart-api.ts';
import { CART_MUTATION_SCOPE } from './use-cart-donations.ts';

/** Prices and priority performances depend on the mode of sale: asked again when next shown. */
function repriced(queryClient: QueryClient) {
  for (const queryKey of [['performance'], ['production'], ['price-options']])
    void queryClient.invalidateQueries({ queryKey });
}

export function useAddMembership() {
  const queryClient = useQueryClient();
  const { locale } = useTranslation();
  return useMutation({
    mutationKey: ['cart', 'add-membership'],
    scope: CART_MUTATION_SCOPE,
    mutationFn: (body: AddMembershipBody) => addMembership(body, locale),
    // A read of the cart still in flight would land after this answer with the old prices.
    onMutate: () => queryClient.cancelQueries({ queryKey: ['cart'] }),
    onSuccess: (cart) => {
      storeCart(queryClient, locale, cart);
      repriced(queryClient);
    },
  });
}

/** `confirm`: the buyer agreed that the cart is emptied with it (MEMBERSHIP_REMOVAL_EMPTIES_CART). */
export interface RemoveMembershipVariables {
  line: Pick<MembershipLine, 'id'>;
  confirm: boolean;
}

export function useRemoveMembership() {
  const queryClient = useQueryClient();
  const { locale } = useTranslation();
  return useMutation({
    mutationKey: ['cart', 'remove-membership'],
    scope: CART_MUTATION_SCOPE,
    mutationFn: ({ line, confirm }: RemoveMembershipVariables) =>
      removeMembership(line.id, confirm, locale),
    onMutate: () => queryClient.cancelQueries({ queryKey: ['cart'] }),
    onSuccess: (cart) => {
      storeCart(queryClient, locale, cart);
      repriced(queryClient);
    },
    // The line may have gone already (another tab): the cart as it is now. A refusal asking for
    // confirmation changed nothing.
    onError: () => void queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}
