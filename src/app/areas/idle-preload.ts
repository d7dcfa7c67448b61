import { createElement, useEffect, type ComponentType } from 'react';
import { choosePrefetch, schedulePrefetch, type ConnectionInfo } from '../prefetch-policy';

/**
 * `Page`, which once idle fetches what its visitors most likely open next (the dashboard: the
 * assessment pages with the renderer), unless the connection asks to save data or is 2G.
 */
export function withIdlePreload(Page: ComponentType, preload: () => Promise<unknown>): ComponentType {
  function Preloading() {
    useEffect(() => {
      const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
      if (!choosePrefetch(connection, { hint: true })) return undefined;
      return schedulePrefetch(() => void preload());
    }, []);
    return createElement(Page);
  }
  Preloading.displayName = `WithIdlePreload(${Page.displayName ?? Page.name})`;
  return Preloading;
}
