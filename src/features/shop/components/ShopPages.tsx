import { Link } from 'react-router-dom';
import { Page, Placeholder } from '../../../ui';

export function ShopPage() {
  return (
    <Page title="Shop" intro="Courses and membership plans.">
      <Placeholder>The shop opens soon. Payments will be taken securely by Stripe.</Placeholder>
    </Page>
  );
}

/** Orders are fulfilled from the payment webhook, never from this page: buyers may never reach it. */
export function PaymentSuccessPage() {
  return (
    <Page title="Thank you for your order">
      <p>Your payment went through. Your purchase appears in your account as soon as we have confirmed it, usually within a minute.</p>
      <p><Link to="/courses/my-courses">Go to my courses</Link> · <Link to="/dashboard">Dashboard</Link></p>
    </Page>
  );
}

/** Placeholder until the local test checkout lands (issue 12). */
export function LocalCheckoutPage() {
  return (
    <Page title="Test checkout">
      <Placeholder>The test checkout is being built.</Placeholder>
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
