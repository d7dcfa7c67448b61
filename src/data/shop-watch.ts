/** Live: the member's membership and one of their orders, through the full SDK's listeners (live.ts); shop.ts reads through Lite. */
import { COLLECTIONS, orderPath, type Membership } from '@model';
import { doc, onSnapshot } from 'firebase/firestore';
import { isPermissionDenied, toDataError, type DataError } from './errors';
import { liveDb } from './live';
import { toOrder, type Order } from './shop';
import { toMembership } from './users';

/** Live: the member's membership (status 'none' when they have none). Returns the unsubscribe function. */
export function watchMembership(uid: string, onChange: (membership: Membership<Date>) => void, onError: (error: DataError) => void): () => void {
  return onSnapshot(
    doc(liveDb(), COLLECTIONS.users, uid),
    (snap) => onChange(toMembership(snap.exists() ? snap.data().membership : undefined)),
    (error) => onError(toDataError(error)),
  );
}

/**
 * Live: one of the member's orders (null when there is none, or it is not theirs: the rules refuse
 * those reads and both read as "not found"). Returns the unsubscribe function.
 */
export function watchOrder(orderId: string, onChange: (order: Order | null) => void, onError: (error: DataError) => void): () => void {
  return onSnapshot(
    doc(liveDb(), orderPath(orderId)),
    (snap) => onChange(snap.exists() ? toOrder(snap.id, snap.data()) : null),
    (error) => (isPermissionDenied(error) ? onChange(null) : onError(toDataError(error))),
  );
}
