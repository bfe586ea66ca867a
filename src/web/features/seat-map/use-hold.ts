import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AddSeatsBody, Cart } from '../../../shared/contracts/cart.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/http-client.ts';
import {
  addSeatsToCart,
  cartQueryOptions,
  releaseBoothPlaces,
  releaseSeat,
} from '../cart/cart-api.ts';
import { holdCartReads, refreshAvailability } from '../catalogue/refresh-availability.ts';

/**
 * Holding and releasing seats. Every answer is the whole cart, which replaces the cached one (a
 * read of the cart in flight is dropped first, or it would land after with the seats gone); any
 * outcome, good or bad, asks for fresh availability at once (the seat statuses, the seats left),
 * since a hold changes it and a refusal usually means someone else was quicker.
 */
export function useHold(performanceId: number, onHeld: () => void) {
  const { t, locale } = useTranslation();
  const queryClient = useQueryClient();
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [together, setTogether] = useState(true);
  const refreshSeats = () => refreshAvailability(queryClient);
  const storeCart = (cart: Cart) =>
    queryClient.setQueryData(cartQueryOptions(locale).queryKey, cart);
  const fail = (error: unknown) => {
    setErrorCode(error instanceof ApiError ? error.code : 'INTERNAL_ERROR');
    void refreshSeats();
  };

  const add = useMutation({
    mutationFn: (body: AddSeatsBody) => addSeatsToCart(body, locale),
    onMutate: () => {
      setErrorCode(null);
      return holdCartReads(queryClient);
    },
    onSuccess: (response) => {
      storeCart(response.cart);
      setTogether(response.together);
      onHeld();
    },
    onError: fail,
    onSettled: refreshSeats,
  });

  const release = useMutation({
    // A booth place goes with the rest of its party: the form booked them together.
    mutationFn: (place: number | 'booth') =>
      place === 'booth'
        ? releaseBoothPlaces(performanceId, locale)
        : releaseSeat(performanceId, place, locale),
    onMutate: () => {
      setErrorCode(null);
      return holdCartReads(queryClient);
    },
    onSuccess: storeCart,
    onError: fail,
    onSettled: () => {
      void refreshSeats();
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });

  /** The reader's words for the API's code; a code we have no words for gets the general text. */
  let error: string | null = null;
  if (errorCode) {
    const key = `errors.${errorCode}`;
    const translated = t(key);
    error = translated === key ? t('errors.TICKETS_NOT_ADDED') : translated;
  }

  return {
    add: add.mutate,
    adding: add.isPending,
    release: release.mutate,
    releasing: release.isPending ? release.variables : undefined,
    error,
    together,
    clearError: () => setErrorCode(null),
  };
}

export type Hold = ReturnType<typeof useHold>;
