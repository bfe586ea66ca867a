import { Outlet, ScrollRestoration } from 'react-router';
import { PaymentLayout } from './payment-layout.tsx';

/** The payment layout as a route: the payment step and the order pages render inside it. */
export function Component() {
  return (
    <PaymentLayout>
      <Outlet />
      <ScrollRestoration />
    </PaymentLayout>
  );
}
