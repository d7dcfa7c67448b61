import { useCallback, useEffect, useState } from 'react';
import type { OutboxItem } from '../../../lib';
import { listOutbox, takeOutboxNotice, watchOutbox } from './dashboard-api';

export interface OutboxView {
  items: OutboxItem[];
  /** unsent assessments removed after 7 days since the member was last told (0: none) */
  removed: number;
  loaded: boolean;
}

/**
 * The member's outbox on this device, kept current: it changes as it sends (in this tab or another)
 * without a request to the server, so it is read from the device store on every change rather than
 * cached as server state.
 */
export function useOutbox(uid: string): OutboxView & { refresh: () => void } {
  const [view, setView] = useState<OutboxView>({ items: [], removed: 0, loaded: false });
  const refresh = useCallback(() => {
    void listOutbox(uid)
      .catch(() => [])
      .then((items) => setView((v) => ({ ...v, items, loaded: true })));
  }, [uid]);
  useEffect(() => {
    let live = true;
    let stop: (() => void) | null = null;
    refresh();
    void takeOutboxNotice(uid)
      .catch(() => 0)
      .then((removed) => live && removed > 0 && setView((v) => ({ ...v, removed })));
    void watchOutbox(refresh).then((unsubscribe) => (live ? (stop = unsubscribe) : unsubscribe()), () => undefined);
    return () => {
      live = false;
      stop?.();
    };
  }, [uid, refresh]);
  return { ...view, refresh };
}
