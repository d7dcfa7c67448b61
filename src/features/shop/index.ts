/** Shop feature: products and the post-payment page. */
export { ShopPage } from './components/shop/ShopPage';
export { MembershipPage } from './components/membership/MembershipPage';
export { LocalCheckoutPage } from './components/checkout/LocalCheckoutPage';
export { PaymentSuccessPage } from './components/payment-success/PaymentSuccessPage';
export { AdminOrdersPage } from './components/admin-orders/AdminOrdersPage';
