import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MEMBERSHIP_PLANS, membershipGivesAccess, type MembershipPlan } from '@model';
import { Loading, Page } from '../../../../ui';
import type { ProductSummary } from '../../api/shop-api';
import { useMembership } from '../../api/checkout-order';
import { useProducts, useShopReader } from '../../api/shop-queries';
import { BuyButton } from '../shop/BuyButton';
import { WithQueryClient } from '../../../../ui/WithQueryClient';
import { PLAN_NAMES, annualSavingPence, formatPence, membershipText, priceText } from '../shop/shop-words';
import { MembershipIncludesList } from './MembershipIncludes';
import { YourOrders } from './YourOrders';
import '../shop/shop.css';
import './membership.css';

/**
 * `/membership` (public): the plans side by side with their prices and the annual saving, the
 * signed-in member's membership in words, Join per plan, and the member's orders. `?plan=` focuses
 * that plan; `?checkout=cancelled` is where Stripe's (or the test page's) Cancel returns.
 */
export function MembershipPage() {
  const [params] = useSearchParams();
  return (
    <WithQueryClient>
      <Page title="Membership" intro="Members get every members’ course and members-only resource, assessments and progress over time.">
        {params.get('checkout') === 'cancelled' ? (
          <p className="notice" role="status">
            Checkout was cancelled. Nothing was charged.
          </p>
        ) : null}
        <MembershipBody />
      </Page>
    </WithQueryClient>
  );
}

function MembershipBody() {
  const reader = useShopReader();
  const uid = reader.kind === 'member' ? reader.uid : null;
  const membership = useMembership(uid);
  const products = useProducts();

  let current: React.ReactNode = null;
  let joinBlocked: string | null = null;
  if (reader.kind === 'member' && reader.isAdmin) {
    joinBlocked = 'Administrators can open every members’ course and resource already.';
  } else if (uid !== null) {
    if (membership.status === 'loading') {
      current = <Loading label="Checking your membership…" />;
      joinBlocked = 'Checking your membership…';
    } else if (membership.status === 'error') {
      current = (
        <div className="alert" role="alert">
          <p>We could not check your membership. {membership.error.message}</p>
          <button type="button" className="button secondary" onClick={membership.retry}>
            Try again
          </button>
        </div>
      );
    } else {
      const words = membershipText(membership.value, new Date());
      const plan = membership.value.plan ? ` ${PLAN_NAMES[membership.value.plan]} plan.` : '';
      current = (
        <section className={`card membership-current membership-${words.tone}`} aria-labelledby="membership-current-title">
          <h2 id="membership-current-title">Your membership</h2>
          <p>
            {words.tone === 'none' ? null : <strong>{plan}</strong>} {words.text}
          </p>
        </section>
      );
      if (membershipGivesAccess(membership.value, new Date())) {
        joinBlocked = `You are already a member${membership.value.plan ? ` on the ${membership.value.plan} plan` : ''}.`;
      }
    }
  }

  return (
    <>
      {current}
      <Plans products={products} joinBlocked={joinBlocked} />
      <MembershipIncludesList />
      {uid !== null ? <YourOrders uid={uid} /> : null}
    </>
  );
}

function Plans({ products, joinBlocked }: { products: ReturnType<typeof useProducts>; joinBlocked: string | null }) {
  if (products.isError) {
    return (
      <div className="alert" role="alert">
        <p>We could not load the membership plans. {products.error.message}</p>
        <button type="button" className="button secondary" onClick={() => void products.refetch()} disabled={products.isFetching}>
          {products.isFetching ? 'Trying again…' : 'Try again'}
        </button>
      </div>
    );
  }
  if (!products.data) return <Loading label="Loading the membership plans…" />;
  const plans = MEMBERSHIP_PLANS.map((plan) => products.data.find((p) => p.kind === 'membership' && p.plan === plan)).filter(
    (p): p is ProductSummary & { plan: MembershipPlan } => p !== undefined,
  );
  if (plans.length === 0) {
    return (
      <div className="placeholder" role="status">
        <p>Membership is not open to new members just now. Please come back soon, or <Link to="/courses">browse the free courses</Link>.</p>
      </div>
    );
  }
  return <PlanList plans={plans} joinBlocked={joinBlocked} />;
}

function PlanList({ plans, joinBlocked }: { plans: readonly (ProductSummary & { plan: MembershipPlan })[]; joinBlocked: string | null }) {
  const [params] = useSearchParams();
  const wanted = params.get('plan');
  const targets = useRef(new Map<string, HTMLElement>());
  useEffect(() => {
    const target = wanted ? targets.current.get(wanted) : undefined;
    if (!target) return;
    target.scrollIntoView?.({ block: 'center' });
    target.focus();
  }, [wanted, joinBlocked]);
  const monthly = plans.find((p) => p.plan === 'monthly');
  const keep = (plan: string) => (el: HTMLElement | null) => {
    if (el) targets.current.set(plan, el);
    else targets.current.delete(plan);
  };
  return (
    <section aria-labelledby="membership-plans-title">
      <h2 id="membership-plans-title">Plans</h2>
      <ul className="shop-grid membership-plans" aria-label="Membership plans">
        {plans.map((product) => {
          const saving = product.plan === 'annual' && monthly ? annualSavingPence(monthly.pricePence, product.pricePence) : 0;
          const titleId = `plan-${product.plan}`;
          return (
            <li key={product.id} className="card shop-card" aria-labelledby={titleId}>
              {/* the heading takes ?plan= focus when Join is disabled (a disabled button cannot hold focus) */}
              <h3 id={titleId} className="shop-card-title shop-plan-title" tabIndex={-1} ref={joinBlocked ? keep(product.plan) : undefined}>
                {PLAN_NAMES[product.plan]}
              </h3>
              {product.summary ? <p>{product.summary}</p> : null}
              <p className="shop-price">
                <strong>{priceText(product)}</strong> <span className="muted">VAT included</span>
              </p>
              {saving > 0 ? <p className="membership-saving">Save {formatPence(saving)} a year compared with paying monthly.</p> : null}
              {product.includes.length > 0 ? (
                <ul className="shop-includes" aria-label={`What the ${product.plan} plan includes`}>
                  {product.includes.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : null}
              <BuyButton
                ref={joinBlocked ? undefined : keep(product.plan)}
                productId={product.id}
                kind="membership"
                label={`Join the ${product.plan} plan`}
                returnTo={`/membership?plan=${product.plan}`}
                disabledReason={joinBlocked}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
