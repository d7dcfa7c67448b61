import { useQuery } from '@tanstack/react-query';
import { hasSignedInHint, listMyOrders, listProducts, useSignedIn, type DataError, type Order, type ProductSummary } from './shop-api';

/** Query keys of the shop: visitors and members may see different products (course products follow the course's rules). */
export const shopKeys = {
  products: (signedIn: boolean) => ['shop', 'products', signedIn ? 'members' : 'visitors'] as const,
  myOrders: (uid: string) => ['shop', 'my-orders', uid] as const,
};

export type ShopReader = { kind: 'visitor' } | { kind: 'member'; uid: string; isAdmin: boolean } | { kind: 'unknown' };

/**
 * Who is shopping. 'unknown' while the sign-in answers; a sign-in not followed yet ('idle': Firebase
 * not loaded yet) is a visitor unless someone signed in on this device.
 */
export function useShopReader(): ShopReader {
  const { status, user } = useSignedIn();
  if (status === 'loading' || (status === 'idle' && hasSignedInHint())) return { kind: 'unknown' };
  return user ? { kind: 'member', uid: user.uid, isAdmin: user.isAdmin === true } : { kind: 'visitor' };
}

/** Active products in shop order, for this reader. */
export function useProducts() {
  const reader = useShopReader();
  return useQuery<ProductSummary[], DataError>({
    queryKey: shopKeys.products(reader.kind === 'member'),
    queryFn: () => listProducts(),
    enabled: reader.kind !== 'unknown',
  });
}

/** The signed-in member's orders, newest first (null uid: nothing to ask). */
export function useMyOrders(uid: string | null) {
  return useQuery<Order[], DataError>({ queryKey: shopKeys.myOrders(uid ?? ''), queryFn: () => listMyOrders(uid!), enabled: uid !== null });
}

/** Pure: where a visitor pressing Buy goes: sign in, then back to `target` (a local path). */
export const loginPath = (target: string): string => `/login?next=${encodeURIComponent(target)}`;
