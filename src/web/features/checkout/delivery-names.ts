import type { DeliveryMethodChoice } from '../../../shared/contracts/checkout.ts';

/** Each delivery method's name, as a message key (checkout steps, the confirmed page, orders). */
export const DELIVERY_NAME: Record<DeliveryMethodChoice, string> = {
  'print-at-home': 'checkout.delivery.printAtHome',
  mobile: 'checkout.delivery.mobile',
  'box-office': 'checkout.delivery.boxOffice',
  post: 'checkout.delivery.post',
};
