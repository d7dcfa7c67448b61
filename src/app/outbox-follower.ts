import { fromData, useSignedIn } from '../data';

const followOutbox = fromData('outbox', 'followOutbox');

/**
 * Sends the signed-in member's outbox while the app runs (data/outbox.ts: at start, on `online`,
 * when Background Sync wakes the app); follows sign-ins and sign-outs. Administrators have no outbox.
 * Answers `wake`, for the service worker's "send now" message.
 */
export function followMembersOutbox(): { wake: () => void } {
  let following: { uid: string; handle: Promise<{ stop: () => void; wake: () => void } | null> } | null = null;
  const follow = (uid: string | null) => {
    if (following?.uid === uid) return;
    const before = following;
    following = null;
    void before?.handle.then((h) => h?.stop());
    if (uid) following = { uid, handle: followOutbox(uid).catch(() => null) };
  };
  const now = useSignedIn.getState();
  follow(now.user && !now.user.isAdmin ? now.user.uid : null);
  useSignedIn.subscribe((s) => follow(s.user && !s.user.isAdmin ? s.user.uid : null));
  return { wake: () => void following?.handle.then((h) => h?.wake()) };
}
