import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '../../../../ui';
import type { ProductSummary } from '../../api/shop-api';
import { useProducts } from '../../api/shop-queries';
import { BuyButton } from './BuyButton';
import { WithQueryClient } from '../../../../ui/WithQueryClient';
import { priceText } from './shop-words';
import './shop.css';

/** `/shop` (public): the products on sale as cards, each with its price and a Buy button. `?product=<id>` brings that card into view and focuses its Buy. */
export function ShopPage() {
  return (
    <WithQueryClient>
      <Page title="Shop" intro="Courses and membership plans. Prices include VAT; payments are taken securely by Stripe.">
        <Products />
      </Page>
    </WithQueryClient>
  );
}

function Products() {
  const products = useProducts();
  if (products.isError) {
    return (
      <div className="alert" role="alert">
        <p>We could not load the shop. {products.error.message}</p>
        <button type="button" className="button secondary" onClick={() => void products.refetch()} disabled={products.isFetching}>
          {products.isFetching ? 'Trying again…' : 'Try again'}
        </button>
      </div>
    );
  }
  if (!products.data) return <ShopSkeleton />;
  if (products.data.length === 0) {
    return (
      <div className="placeholder" role="status">
        <p>Nothing is on sale just now. Please come back soon, or <Link to="/courses">browse the free courses</Link>.</p>
      </div>
    );
  }
  return <ProductList products={products.data} />;
}

function ProductList({ products }: { products: readonly ProductSummary[] }) {
  const [params] = useSearchParams();
  const wanted = params.get('product');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    const button = wanted ? buttons.current.get(wanted) : undefined;
    if (!button) return;
    button.scrollIntoView?.({ block: 'center' });
    button.focus();
  }, [wanted, products]);
  return (
    <ul className="shop-grid" aria-label="Products">
      {products.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          buttonRef={(el) => {
            if (el) buttons.current.set(product.id, el);
            else buttons.current.delete(product.id);
          }}
        />
      ))}
    </ul>
  );
}

function ProductCard({ product, buttonRef }: { product: ProductSummary; buttonRef: (el: HTMLButtonElement | null) => void }) {
  const titleId = `product-${product.id}`;
  return (
    <li className="card shop-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="shop-card-title">
        {product.kind === 'course' && product.courseId ? <Link to={`/courses/${product.courseId}`}>{product.title}</Link> : product.title}
      </h2>
      <p className="shop-kind muted">{product.kind === 'course' ? 'Course' : 'Membership'}</p>
      {product.summary ? <p>{product.summary}</p> : null}
      {product.includes.length > 0 ? (
        <ul className="shop-includes" aria-label={`What ${product.title} includes`}>
          {product.includes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <p className="shop-price">
        <strong>{priceText(product)}</strong> <span className="muted">VAT included</span>
      </p>
      <BuyButton ref={buttonRef} productId={product.id} kind={product.kind} label={`Buy ${product.title}`} returnTo={`/shop?product=${encodeURIComponent(product.id)}`} />
    </li>
  );
}

/** Cards' shapes while the products load; one status line for screen readers. */
function ShopSkeleton() {
  return (
    <>
      <p role="status" className="visually-hidden">
        Loading the shop…
      </p>
      <ul className="shop-grid" aria-hidden="true">
        {[0, 1, 2].map((n) => (
          <li key={n} className="card shop-card shop-card-skeleton">
            <div className="shop-skeleton-line wide" />
            <div className="shop-skeleton-line" />
            <div className="shop-skeleton-line short" />
          </li>
        ))}
      </ul>
    </>
  );
}
