import { Page, Placeholder } from '../../../ui';

export function ShopPage() {
  return (
    <Page title="Shop" intro="Courses and membership plans.">
      <Placeholder>The shop opens soon. Payments will be taken securely by Stripe.</Placeholder>
    </Page>
  );
}

/** Placeholder until the orders list lands (issue 12). */
export function AdminOrdersPage() {
  return (
    <Page title="Orders">
      <Placeholder>The orders list is being built.</Placeholder>
    </Page>
  );
}
