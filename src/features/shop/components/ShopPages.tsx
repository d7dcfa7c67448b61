import { Page, Placeholder } from '../../../ui';

export function ShopPage() {
  return (
    <Page title="Shop" intro="Courses and membership plans.">
      <Placeholder>The shop opens soon. Payments will be taken securely by Stripe.</Placeholder>
    </Page>
  );
}
