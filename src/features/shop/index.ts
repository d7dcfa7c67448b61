/** Shop feature: products and the post-payment page. */
export * from './components/ShopPages';
